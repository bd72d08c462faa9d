/*
 * perft of the colored-seed Awale in plain C99: the baseline that the Java engine's speed is
 * measured against (see README.md). Same rules (docs/awale.md), both ownership rule sets, and the same
 * algorithm as arbitre.engine.awale.Perft: copy-make, and bulk counting at the last ply (a position one
 * ply from the end counts its legal moves; a finished game has none).
 *
 * A hole is one uint32_t: red count in bits 0-7, blue 8-15, transparent 16-23, total 24-31, so
 * sowing a seed is one addition. Sowing walks a precomputed list of target holes per origin (every
 * other hole for red-like seeds, the opponent's holes for blue-like ones), which skips the origin
 * on every lap by construction. No hashing: this counts the rules alone.
 *
 * Usage: perft [--rules official|report] DEPTH
 * Prints one line per depth 1..DEPTH: "depth nodes seconds".
 */
#define _POSIX_C_SOURCE 199309L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HOLES 16
#define MAX_MOVES 32
#define FEW_SEEDS 10
#define MAJORITY 49
#define MOVE_LIMIT 400

#define RED_ONE 0x01000001u
#define BLUE_ONE 0x01000100u
#define TRANSPARENT_ONE 0x01010000u

/* Move code: (hole index << 2) | kind; kind bit 0 = blue-like, bit 1 = with transparent seeds. */
enum { RED = 0, BLUE = 1, TRANSPARENT_AS_RED = 2, TRANSPARENT_AS_BLUE = 3 };

typedef struct {
    uint32_t holes[HOLES];
    int captured[2];
    int on_board;
    int to_move; /* 0: player 1, 1: player 2 */
    int ply;
    int over;
} Position;

static int majority_ends;
static int owned[2][8];
static int red_targets[HOLES][HOLES - 1];
static int blue_targets[HOLES][8];

static void init_rules(int official) {
    int owner[HOLES];
    int count[2] = {0, 0};
    majority_ends = official;
    for (int i = 0; i < HOLES; i++) {
        owner[i] = official ? (i % 2 == 0 ? 0 : 1) : (i < 8 ? 0 : 1);
        owned[owner[i]][count[owner[i]]++] = i;
    }
    for (int origin = 0; origin < HOLES; origin++) {
        int r = 0, b = 0;
        for (int step = 1; step < HOLES; step++) {
            int hole = (origin + step) % HOLES;
            red_targets[origin][r++] = hole;
            if (owner[hole] != owner[origin]) {
                blue_targets[origin][b++] = hole;
            }
        }
    }
}

static void start_position(Position *p) {
    for (int i = 0; i < HOLES; i++) {
        p->holes[i] = 2 * RED_ONE + 2 * BLUE_ONE + 2 * TRANSPARENT_ONE;
    }
    p->captured[0] = p->captured[1] = 0;
    p->on_board = 96;
    p->to_move = 0;
    p->ply = 0;
    p->over = 0;
}

static int move_count(const Position *p) {
    if (p->over) {
        return 0;
    }
    const int *own = owned[p->to_move];
    int n = 0;
    for (int k = 0; k < 8; k++) {
        uint32_t h = p->holes[own[k]];
        n += ((h & 0xFFu) != 0) + ((h & 0xFF00u) != 0) + 2 * ((h & 0xFF0000u) != 0);
    }
    return n;
}

static int legal_moves(const Position *p, int *out) {
    if (p->over) {
        return 0;
    }
    const int *own = owned[p->to_move];
    int n = 0;
    for (int k = 0; k < 8; k++) {
        int i = own[k];
        uint32_t h = p->holes[i];
        if (h & 0xFFu) {
            out[n++] = i << 2 | RED;
        }
        if (h & 0xFF00u) {
            out[n++] = i << 2 | BLUE;
        }
        if (h & 0xFF0000u) {
            out[n++] = i << 2 | TRANSPARENT_AS_RED;
            out[n++] = i << 2 | TRANSPARENT_AS_BLUE;
        }
    }
    return n;
}

static void play(Position *p, int move) {
    const int origin = move >> 2;
    const int mover = p->to_move;
    const int blue_like = move & 1;
    const int shift = blue_like ? 8 : 0;
    const uint32_t one = blue_like ? BLUE_ONE : RED_ONE;
    uint32_t *holes = p->holes;

    uint32_t h = holes[origin];
    uint32_t transparent = (move & 2) ? h >> 16 & 0xFFu : 0;
    uint32_t colored = h >> shift & 0xFFu;
    holes[origin] = h - transparent * TRANSPARENT_ONE - colored * one;

    const int *targets = blue_like ? blue_targets[origin] : red_targets[origin];
    const int laps = blue_like ? 8 : HOLES - 1;
    int next = 0;
    int last = origin;
    for (uint32_t s = 0; s < transparent; s++) {
        last = targets[next];
        holes[last] += TRANSPARENT_ONE;
        if (++next == laps) {
            next = 0;
        }
    }
    for (uint32_t s = 0; s < colored; s++) {
        last = targets[next];
        holes[last] += one;
        if (++next == laps) {
            next = 0;
        }
    }

    int gained = 0;
    int at = last;
    for (;;) {
        int seeds = (int) (holes[at] >> 24);
        if (seeds != 2 && seeds != 3) {
            break;
        }
        gained += seeds;
        holes[at] = 0;
        at = at == 0 ? HOLES - 1 : at - 1;
    }
    p->on_board -= gained;
    p->to_move = mover ^ 1;
    p->ply++;

    uint32_t opponent = 0;
    const int *their = owned[mover ^ 1];
    for (int k = 0; k < 8; k++) {
        opponent |= holes[their[k]];
    }
    if (opponent == 0) {
        gained += p->on_board;
        p->on_board = 0;
        memset(holes, 0, sizeof p->holes);
        p->over = 1;
    } else if (p->on_board < FEW_SEEDS) {
        p->over = 1;
    }
    p->captured[mover] += gained;
    if (!p->over) {
        if (majority_ends && (p->captured[0] >= MAJORITY || p->captured[1] >= MAJORITY)) {
            p->over = 1;
        } else if (p->ply >= MOVE_LIMIT) {
            p->over = 1;
        }
    }
}

static uint64_t perft(const Position *p, int depth) {
    if (depth == 0) {
        return 1;
    }
    if (depth == 1) {
        return (uint64_t) move_count(p);
    }
    int moves[MAX_MOVES];
    int n = legal_moves(p, moves);
    uint64_t total = 0;
    Position child;
    for (int i = 0; i < n; i++) {
        child = *p;
        play(&child, moves[i]);
        total += perft(&child, depth - 1);
    }
    return total;
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

static int usage(void) {
    fprintf(stderr, "usage: perft [--rules official|report] DEPTH\n");
    return 2;
}

int main(int argc, char **argv) {
    int official = 1;
    int depth = -1;
    for (int a = 1; a < argc; a++) {
        if (strcmp(argv[a], "--rules") == 0 && a + 1 < argc) {
            const char *name = argv[++a];
            if (strcmp(name, "official") == 0) {
                official = 1;
            } else if (strcmp(name, "report") == 0) {
                official = 0;
            } else {
                fprintf(stderr, "unknown rule set '%s' (expected official or report)\n", name);
                return 2;
            }
        } else if (depth < 0) {
            char *end;
            long value = strtol(argv[a], &end, 10);
            if (*argv[a] == '\0' || *end != '\0' || value < 0 || value > 20) {
                fprintf(stderr, "depth must be 0..20, got '%s'\n", argv[a]);
                return 2;
            }
            depth = (int) value;
        } else {
            return usage();
        }
    }
    if (depth < 0) {
        return usage();
    }
    init_rules(official);
    Position root;
    start_position(&root);
    for (int d = 1; d <= depth; d++) {
        double t0 = now_seconds();
        uint64_t nodes = perft(&root, d);
        double t1 = now_seconds();
        printf("%d %llu %.3f\n", d, (unsigned long long) nodes, t1 - t0);
        fflush(stdout);
    }
    return 0;
}
