package arbitre.sandbox;

/** A limit of the sandbox that a bot can be stopped for going over. */
public enum Limit {
    /** Memory: its address space, or the resident memory of all its processes together. */
    MEMORY,
    /** CPU time: of one process, or of all its processes together. */
    CPU,
    /** The size of a file it writes. */
    FILE_SIZE
}
