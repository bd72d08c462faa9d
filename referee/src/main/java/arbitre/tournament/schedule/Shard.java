package arbitre.tournament.schedule;

/**
 * One part of a schedule split among machines: shard {@code number} of {@code count}, 1-based, as
 * in {@code --shard 2/4}. The shards of one count partition the schedule.
 */
public record Shard(int number, int count) {
    /** The whole schedule. */
    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || number < 1 || number > count) {
            throw new IllegalArgumentException("a shard is K/N with 1 <= K <= N, got " + number + "/" + count);
        }
    }

    /** Reads {@code K/N}. */
    public static Shard parse(String text) {
        String[] parts = text.trim().split("/");
        if (parts.length != 2) {
            throw new IllegalArgumentException("a shard is K/N (such as 2/4), got '" + text + "'");
        }
        try {
            return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a shard is K/N (such as 2/4), got '" + text + "'");
        }
    }

    @Override
    public String toString() {
        return number + "/" + count;
    }
}
