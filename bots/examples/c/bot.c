/*
 * A minimal Arbitre bot in C: it keeps the board and answers a uniformly random legal move.
 *
 * Start from here. The rules are in docs/awale.md and the protocol in docs/protocol.md; in
 * short: the referee sends START (you move first) or the opponent's move (e.g. 14TB), you
 * answer one move per line on standard output and flush; RESULT ... or END means the game is
 * over. A game may start from an opening: OPENING 3R 14B ... comes first, the moves both
 * players already made; play them on your board and wait for START or the opponent's move.
 * Offered ARBITRE_STAY_UP=1, it says STAY-UP first and plays each next game, opened by GAME 1 or
 * GAME 2, on the same process (no start-up per game).
 * Debug output goes to standard error, never to standard output.
 *
 * Build: gcc -O2 -o bot bot.c
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define HOLES 16
#define MOVE_LIMIT 400
#define MAX_MOVES 32

/* Holes 1..16 are indices 0..15; players are 1 and 2. */
struct board {
    int official; /* 1: official rules (odd/even holes, 49 ends), 0: report rules */
    int red[HOLES], blue[HOLES], transparent[HOLES];
    int captured[3];
    int to_move, ply, over;
};

/* A move: hole index and kind 0 = R, 1 = B, 2 = TR, 3 = TB. */
struct move {
    int hole, kind;
};

static const char *KINDS[] = {"R", "B", "TR", "TB"};

static int owner(const struct board *b, int i) {
    if (b->official) {
        return i % 2 == 0 ? 1 : 2; /* odd holes (1, 3, ...) are player 1's */
    }
    return i < 8 ? 1 : 2; /* holes 1-8 are player 1's */
}

static int seeds(const struct board *b, int i) {
    return b->red[i] + b->blue[i] + b->transparent[i];
}

static void start(struct board *b, int official) {
    memset(b, 0, sizeof *b);
    b->official = official;
    for (int i = 0; i < HOLES; i++) {
        b->red[i] = b->blue[i] = b->transparent[i] = 2;
    }
    b->to_move = 1;
}

static int legal_moves(const struct board *b, struct move *out) {
    int n = 0;
    if (b->over) {
        return 0;
    }
    for (int i = 0; i < HOLES; i++) {
        if (owner(b, i) != b->to_move) {
            continue;
        }
        if (b->red[i]) out[n++] = (struct move){i, 0};
        if (b->blue[i]) out[n++] = (struct move){i, 1};
        if (b->transparent[i]) {
            out[n++] = (struct move){i, 2};
            out[n++] = (struct move){i, 3};
        }
    }
    return n;
}

static int is_legal(const struct board *b, struct move m) {
    struct move moves[MAX_MOVES];
    int n = legal_moves(b, moves);
    for (int i = 0; i < n; i++) {
        if (moves[i].hole == m.hole && moves[i].kind == m.kind) return 1;
    }
    return 0;
}

/* Parses "14TB" (any case, surrounding spaces); returns 0 when it is not a move. */
static int parse_move(const char *text, struct move *m) {
    char s[16];
    int n = 0;
    while (isspace((unsigned char)*text)) text++;
    while (*text && !isspace((unsigned char)*text) && n < 15) s[n++] = (char)toupper((unsigned char)*text++);
    s[n] = '\0';
    int hole = 0, d = 0;
    while (isdigit((unsigned char)s[d]) && d < 2) hole = hole * 10 + (s[d++] - '0');
    if (d == 0 || hole < 1 || hole > HOLES) return 0;
    for (int k = 0; k < 4; k++) {
        if (strcmp(s + d, KINDS[k]) == 0) {
            m->hole = hole - 1;
            m->kind = k;
            return 1;
        }
    }
    return 0;
}

/* Plays a legal move. */
static void play(struct board *b, struct move m) {
    int origin = m.hole, mover = b->to_move;
    int blue_like = m.kind == 1 || m.kind == 3;
    /* Take the seeds: the transparent ones (for TR/TB) and those of the color. */
    int count_t = m.kind >= 2 ? b->transparent[origin] : 0;
    int count_c = blue_like ? b->blue[origin] : b->red[origin];
    b->transparent[origin] -= count_t;
    if (blue_like) b->blue[origin] = 0; else b->red[origin] = 0;

    /* Sow, transparent seeds first. Red-like seeds go into every hole, blue-like seeds only
       into the opponent's holes; the origin is always skipped. */
    int pos = origin;
    for (int s = 0; s < count_t + count_c; s++) {
        do {
            pos = (pos + 1) % HOLES;
        } while (pos == origin || (blue_like && owner(b, pos) == mover));
        if (s < count_t) b->transparent[pos]++;
        else if (blue_like) b->blue[pos]++;
        else b->red[pos]++;
    }

    /* Capture: from the last hole backwards, while holes hold 2 or 3 seeds. */
    int gained = 0;
    while (seeds(b, pos) == 2 || seeds(b, pos) == 3) {
        gained += seeds(b, pos);
        b->red[pos] = b->blue[pos] = b->transparent[pos] = 0;
        pos = (pos + HOLES - 1) % HOLES;
    }
    b->captured[mover] += gained;
    b->to_move = 3 - mover;
    b->ply++;

    /* End of game, in the order of the rules. */
    int on_board = 0, opponent = 0;
    for (int i = 0; i < HOLES; i++) {
        on_board += seeds(b, i);
        if (owner(b, i) == b->to_move) opponent += seeds(b, i);
    }
    if (opponent == 0) { /* starvation: the mover takes every seed left */
        b->captured[mover] += on_board;
        for (int i = 0; i < HOLES; i++) b->red[i] = b->blue[i] = b->transparent[i] = 0;
        b->over = 1;
    } else if (on_board < 10) {
        b->over = 1;
    } else if (b->official && (b->captured[1] >= 49 || b->captured[2] >= 49)) {
        b->over = 1;
    } else if (b->ply >= MOVE_LIMIT) {
        b->over = 1;
    }
}

int main(void) {
    const char *rules = getenv("ARBITRE_RULES");
    struct board board;
    char line[256];
    start(&board, rules == NULL || strcmp(rules, "report") != 0);
    const char *seed = getenv("ARBITRE_SEED"); /* set by tournaments, for games that can be replayed */
    srand(seed != NULL ? (unsigned)strtoull(seed, NULL, 10) : (unsigned)time(NULL) ^ ((unsigned)getpid() << 16));
    /* A referee that can keep this process for its next game offers it; say so before reading. */
    const char *offer = getenv("ARBITRE_STAY_UP");
    int stay_up = offer != NULL && strcmp(offer, "1") == 0;
    if (stay_up) {
        printf("STAY-UP\n");
        fflush(stdout);
    }

    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (strncmp(line, "RESULT", 6) == 0 || strncmp(line, "END", 3) == 0) {
            if (line[0] == 'R') fprintf(stderr, "game over: %s\n", line);
            if (!stay_up) return 0;
            continue; /* wait for GAME <side> (the next game) or the end of input */
        }
        if (strncmp(line, "GAME", 4) == 0) {
            start(&board, rules == NULL || strcmp(rules, "report") != 0); /* a new game, from the start */
            continue;
        }
        if (line[0] == '\0') continue;
        if (strncmp(line, "OPENING", 7) == 0) {
            for (char *word = strtok(line + 7, " "); word != NULL; word = strtok(NULL, " ")) {
                struct move m;
                if (!parse_move(word, &m) || !is_legal(&board, m)) {
                    fprintf(stderr, "cannot apply the opening's move '%s'\n", word);
                    return 1;
                }
                play(&board, m);
            }
            continue; /* the request follows */
        }
        if (strcmp(line, "START") != 0) {
            struct move m;
            if (!parse_move(line, &m) || !is_legal(&board, m)) {
                fprintf(stderr, "cannot apply the opponent's move '%s'\n", line);
                return 1;
            }
            play(&board, m);
        }
        if (board.over) continue; /* wait for RESULT */
        struct move moves[MAX_MOVES];
        int n = legal_moves(&board, moves);
        struct move m = moves[rand() % n];
        play(&board, m);
        printf("%d%s\n", m.hole + 1, KINDS[m.kind]);
        fflush(stdout);
    }
    return 0; /* end of input */
}
