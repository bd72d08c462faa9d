/*
 * Starts a bot the way the referee wants it started, in one process instead of a chain of tools:
 *
 *   arbitre-spawn [-a FILE] [-g FILE]... [-k [-p PID]] [-w] -- PROGRAM [ARGUMENT]...
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
 *   -w       when the referee (-p, else the parent) ends before this process, or within a second
 *            after it, every process of this process's session and of its groups is killed
 *            (SIGKILL) by a watcher that is no child of the referee's, in no group of the bot's
 *            and in a session of its own, after giving the groups the usual share of the CPU
 *            back. A sandbox needs it: bubblewrap asks for its sandbox to die with it only after
 *            the sandbox's first process has been set up, and a referee killed in between would
 *            leave that process and the bot behind. And a bot killed while it waited for its turn
 *            would, on a busy machine, take seconds to die with the little CPU a waiting bot has.
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
#include <dirent.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* How long the watcher waits for the referee to end once the bot has ended. */
#define REFEREE_GRACE_MS 1000

static int fail(const char *what, const char *detail) {
    fprintf(stderr, "arbitre-spawn: %s %s: %s\n", what, detail, strerror(errno));
    return 126;
}

/*
 * A process's state and session from /proc/PID/stat (what follows its name: state, parent,
 * process group, session); 0 when it is gone.
 */
static int read_stat(long pid, char *state, long *session) {
    char path[64];
    char stat[512];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return 0;
    }
    ssize_t n = read(fd, stat, sizeof stat - 1);
    close(fd);
    if (n <= 0) {
        return 0;
    }
    stat[n] = '\0';
    char *name_end = strrchr(stat, ')');
    long parent, group;
    return name_end != NULL && sscanf(name_end + 1, " %c %ld %ld %ld", state, &parent, &group, session) == 4;
}

/* Whether the process is gone or a zombie: the end of a watcher that cannot wait on a pidfd. */
static int ended(pid_t pid) {
    char state;
    long session;
    return !read_stat(pid, &state, &session) || state == 'Z';
}

/* Sends SIGKILL to every live process of the session; how many there were. */
static int kill_session_once(pid_t session) {
    int found = 0;
    DIR *proc = opendir("/proc");
    if (proc == NULL) {
        return 0;
    }
    struct dirent *entry;
    while ((entry = readdir(proc)) != NULL) {
        char *end;
        long pid = strtol(entry->d_name, &end, 10);
        char state;
        long sid;
        if (*end != '\0' || pid <= 0 || pid == getpid() || !read_stat(pid, &state, &sid)) {
            continue;
        }
        if (sid == session && state != 'Z') {
            kill((pid_t) pid, SIGKILL);
            found++;
        }
    }
    closedir(proc);
    return found;
}

/* Sends SIGKILL to every process a group's cgroup.procs file lists; how many there were. */
static int kill_group_once(const char *procs) {
    FILE *file = fopen(procs, "re");
    if (file == NULL) {
        return 0;
    }
    int found = 0;
    long pid;
    while (fscanf(file, "%ld", &pid) == 1) {
        if (pid > 0 && pid != getpid()) {
            kill((pid_t) pid, SIGKILL);
            found++;
        }
    }
    fclose(file);
    return found;
}

/* Writes a short text to a file of a control group, when the group has that file. */
static void write_group_file(const char *procs, const char *name, const char *text) {
    char path[4096];
    const char *slash = strrchr(procs, '/');
    if (slash == NULL || (size_t) (slash - procs) + strlen(name) + 2 > sizeof path) {
        return;
    }
    snprintf(path, sizeof path, "%.*s/%s", (int) (slash - procs), procs, name);
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd >= 0) {
        if (write(fd, text, strlen(text)) < 0) {
            /* a controller this group does not have */
        }
        close(fd);
    }
}

/*
 * Starts the watcher of -w: a grandchild, adopted by the system once its parent is gone, so that
 * it outlives the referee. It holds none of the bot's pipes (the referee sees the bot's output end
 * when the bot ends), and waits for this process or the referee to end. When this process ends
 * and the referee lives on, the referee stops what is left, as after any bot. When the referee
 * ends (first, or within a second of this process), it was
 * killed: the bot's groups get the usual share of the CPU back (a bot waiting for its turn has
 * almost none) and are thawed, so that what is killed runs long enough to die, and everything in
 * this process's session or in the groups is killed until nothing is left (for 30 s at most).
 */
static int start_watcher(pid_t referee, const char **groups, int group_count) {
    pid_t watched = getpid();
    pid_t middle = fork();
    if (middle < 0) {
        return -1;
    }
    if (middle > 0) {
        int status;
        while (waitpid(middle, &status, 0) < 0 && errno == EINTR) {
        }
        return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
    }
    struct pollfd ends[2] = {
        {.fd = (int) syscall(SYS_pidfd_open, watched, 0), .events = POLLIN},
        {.fd = (int) syscall(SYS_pidfd_open, referee, 0), .events = POLLIN},
    };
    pid_t watcher = fork();
    if (watcher != 0) {
        _exit(watcher < 0 ? 1 : 0);
    }
    setsid();
    int null = open("/dev/null", O_RDWR);
    for (int fd = 0; fd < 3; fd++) {
        dup2(null, fd);
    }
    long max = sysconf(_SC_OPEN_MAX);
    for (int fd = 3; fd < (max > 0 && max < 65536 ? max : 65536); fd++) {
        if (fd != ends[0].fd && fd != ends[1].fd) {
            close(fd);
        }
    }
    /*
     * A referee killed kills this process first: it dies with the referee's thread that started
     * it, before the referee's last thread is gone. So when this process ends first, the referee
     * is given a second to end too.
     */
    int referee_ended;
    if (ends[0].fd >= 0 && ends[1].fd >= 0) {
        while (poll(ends, 2, -1) < 0 && errno == EINTR) {
        }
        referee_ended = ends[1].revents != 0;
        if (!referee_ended) {
            int ready;
            while ((ready = poll(&ends[1], 1, REFEREE_GRACE_MS)) < 0 && errno == EINTR) {
            }
            referee_ended = ready > 0;
        }
    } else {
        while (!ended(watched) && !ended(referee)) {
            usleep(50000);
        }
        for (int waited = 0; !ended(referee) && waited < REFEREE_GRACE_MS; waited += 50) {
            usleep(50000);
        }
        referee_ended = ended(referee);
    }
    if (!referee_ended) {
        _exit(0);
    }
    for (int g = 0; g < group_count; g++) {
        write_group_file(groups[g], "cpu.shares", "1024");
        write_group_file(groups[g], "cpu.weight", "100");
        write_group_file(groups[g], "freezer.state", "THAWED");
        write_group_file(groups[g], "cgroup.freeze", "0");
    }
    for (int round = 0; round < 3000; round++) {
        int found = kill_session_once(watched);
        for (int g = 0; g < group_count; g++) {
            found += kill_group_once(groups[g]);
        }
        if (found == 0) {
            break;
        }
        usleep(10000);
    }
    _exit(0);
}

int main(int argc, char **argv) {
    pid_t parent = getppid();
    int i = 1;
    int die_with_parent = 0;
    int watch = 0;
    /* The groups are joined once the options are read: after the watcher starts, outside them. */
    const char **groups = calloc((size_t) argc, sizeof *groups);
    if (groups == NULL) {
        return fail("cannot allocate", "the list of groups");
    }
    int group_count = 0;
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
        } else if (strcmp(argv[i], "-w") == 0) {
            watch = 1;
        } else if (strcmp(argv[i], "-g") == 0 && i + 1 < argc) {
            groups[group_count++] = argv[++i];
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
        fprintf(stderr, "usage: arbitre-spawn [-a FILE] [-g FILE]... [-k [-p PID]] [-w] -- PROGRAM [ARGUMENT]...\n");
        return 126;
    }
    if (watch && start_watcher(referee != 0 ? (pid_t) referee : parent, groups, group_count) != 0) {
        return fail("cannot start", "the watcher of its session");
    }
    for (int g = 0; g < group_count; g++) {
        int fd = open(groups[g], O_WRONLY | O_CLOEXEC);
        if (fd < 0) {
            return fail("cannot open", groups[g]);
        }
        if (write(fd, "0\n", 2) != 2) {
            int saved = errno;
            close(fd);
            errno = saved;
            return fail("cannot join the group of", groups[g]);
        }
        close(fd);
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
