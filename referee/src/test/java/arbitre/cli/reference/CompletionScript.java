package arbitre.cli.reference;

import arbitre.process.Builtins;
import java.util.TreeSet;
import picocli.AutoComplete;
import picocli.CommandLine;

/**
 * The bash completion: picocli's script, which completes commands, options and the values of
 * options that take one of a known few ({@code --game}, {@code --rules}, {@code --clock}), and in
 * front of it a function of Arbitre's own for a bot's command line ({@code --p1}, {@code --p2},
 * {@code --bot}, {@code --bot-p2}): a bundled bot ({@code builtin:NAME}, which bash splits at the
 * colon) or a file. Registered for {@code arbitre}, {@code ./arbitre} and {@code bin/arbitre}.
 */
final class CompletionScript {
    private static final String PICOCLI_REGISTRATION =
            "complete -F _complete_arbitre -o default arbitre arbitre.sh arbitre.bash";

    private CompletionScript() {}

    static String of(CommandLine cli) {
        String script = AutoComplete.bash("arbitre", cli);
        if (!script.contains(PICOCLI_REGISTRATION)) {
            throw new IllegalStateException(
                    "picocli's completion script no longer ends as expected: " + PICOCLI_REGISTRATION);
        }
        String names = String.join(" ", new TreeSet<>(Builtins.NAMES));
        String own = """
                # A bot's command line (--p1, --p2, --bot, --bot-p2) is a bundled bot or a program: both are
                # offered. Bash splits a word at ':' (COMP_WORDBREAKS), so builtin:NAME arrives as builtin, :,
                # NAME, and only the part after the colon is completed.
                function _complete_arbitre_bots() {
                  local curr_word=${COMP_WORDS[COMP_CWORD]}
                  local bot_opts=' --p1 --p2 --bot --bot-p2 '
                  local names='%s'
                  local -a words=("${COMP_WORDS[@]:0:COMP_CWORD}")
                  local n=${#words[@]}
                  if [[ $curr_word == ':' && ${words[n-1]} == builtin && $bot_opts == *" ${words[n-2]} "* ]]; then
                    COMPREPLY=( $(compgen -W "$names" -- '') )
                    return 0
                  fi
                  if [[ ${words[n-1]} == ':' && ${words[n-2]} == builtin && $bot_opts == *" ${words[n-3]} "* ]]; then
                    COMPREPLY=( $(compgen -W "$names" -- "$curr_word") )
                    return 0
                  fi
                  if [[ $bot_opts == *" ${words[n-1]} "* ]]; then
                    local name
                    COMPREPLY=()
                    for name in $names; do
                      [[ builtin:$name == "$curr_word"* ]] && COMPREPLY+=("builtin:$name")
                    done
                    # No bundled bot by that start: a program, a file name (quoted as such).
                    if [[ ${#COMPREPLY[@]} -eq 0 ]]; then
                      type compopt &>/dev/null && compopt -o filenames
                      local IFS=$'\\n'
                      COMPREPLY=( $(compgen -f -- "$curr_word") )
                    fi
                    return 0
                  fi
                  _complete_arbitre "$@"
                }

                complete -F _complete_arbitre_bots -o default arbitre ./arbitre bin/arbitre
                """.formatted(names);
        // Picocli's registration, and the comment above it, give way to Arbitre's.
        int comment = script.lastIndexOf("# Define a completion specification");
        int end = script.indexOf(PICOCLI_REGISTRATION) + PICOCLI_REGISTRATION.length();
        return script.substring(0, comment < 0 ? end - PICOCLI_REGISTRATION.length() : comment)
                + own.strip()
                + script.substring(end);
    }
}
