/*
 * Starts a bot the way the referee wants it started, in one process instead of a chain of tools:
 *
 *   arbitre-spawn [-a FILE] [-g FILE]... [-k [-p PID]] -- PROGRAM [ARGUMENT]...
 *
 *   -a FILE  opens FILE for reading on descriptor 4, then removes it: the sandbox's options, which
 *            bubblewrap reads there (--args 4), and which no one finds on disk afterwards
 *   -g FILE  moves this process into a control group first, by writing 0 to the group's
 *            cgroup.procs FILE: the bot, and everything it starts, is born in the group
 *   -k       the bot is killed (SIGKILL) when the thread that started it ends, as the referee does
 *            when it is killed itself
 *   -p PID   with -k: the referee's process; when this process's parent is no longer PID once
 *            the request to die with it is made, the referee died before that (it was killed
 *            while the bot was being started), and the bot is not started
 *
 * Then it leaves the referee's session for one of its own (a terminal's Ctrl-C reaches the
 * referee, which stops the bots itself, and a bot that signals its own process group reaches only
 * its own processes) and becomes PROGRAM. A failure before that is told on standard error, and
 * the exit code is 126; a PROGRAM that cannot be run exits 127.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

static int fail(const char *what, const char *detail) {
    fprintf(stderr, "arbitre-spawn: %s %s: %s\n", what, detail, strerror(errno));
    return 126;
}

int main(int argc, char **argv) {
    pid_t parent = getppid();
    int i = 1;
    int die_with_parent = 0;
    long referee = 0;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "-a") == 0 && i + 1 < argc) {
            const char *file = argv[++i];
            int fd = open(file, O_RDONLY);
            if (fd < 0) {
                return fail("cannot open", file);
            }
            if (fd != 4) {
                if (dup2(fd, 4) < 0) {
                    return fail("cannot give descriptor 4 to", file);
                }
                close(fd);
            }
            unlink(file); /* the referee removes it as well, once the bot is stopped */
        } else if (strcmp(argv[i], "-g") == 0 && i + 1 < argc) {
            const char *file = argv[++i];
            int fd = open(file, O_WRONLY | O_CLOEXEC);
            if (fd < 0) {
                return fail("cannot open", file);
            }
            if (write(fd, "0\n", 2) != 2) {
                int saved = errno;
                close(fd);
                errno = saved;
                return fail("cannot join the group of", file);
            }
            close(fd);
        } else if (strcmp(argv[i], "-k") == 0) {
            die_with_parent = 1;
        } else if (strcmp(argv[i], "-p") == 0 && i + 1 < argc) {
            char *end;
            referee = strtol(argv[++i], &end, 10);
            if (*end != '\0' || referee <= 0) {
                fprintf(stderr, "arbitre-spawn: -p takes a process id, not %s\n", argv[i]);
                return 126;
            }
        } else {
            fprintf(stderr, "arbitre-spawn: unknown option %s\n", argv[i]);
            return 126;
        }
    }
    if (i + 1 >= argc) {
        fprintf(stderr, "usage: arbitre-spawn [-a FILE] [-g FILE]... [-k [-p PID]] -- PROGRAM [ARGUMENT]...\n");
        return 126;
    }
    if (die_with_parent) {
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) {
            return fail("cannot ask to die with", "the referee");
        }
        if (getppid() != parent || (referee != 0 && getppid() != (pid_t) referee)) {
            return 126; /* the referee died before the request was made */
        }
    }
    if (setsid() < 0) {
        return fail("cannot start", "a session");
    }
    execvp(argv[i + 1], argv + i + 1);
    fprintf(stderr, "arbitre-spawn: cannot run %s: %s\n", argv[i + 1], strerror(errno));
    return 127;
}
