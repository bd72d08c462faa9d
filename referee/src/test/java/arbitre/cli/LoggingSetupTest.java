package arbitre.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.core.ConsoleAppender;
import java.util.ServiceLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

class LoggingSetupTest {

    @AfterEach
    void clearLevel() {
        System.clearProperty("ARBITRE_LOG_LEVEL");
    }

    @Test
    void logback_findsTheSetup() {
        assertThat(ServiceLoader.load(Configurator.class)).anyMatch(LoggingSetup.class::isInstance);
        // Set up by it: one appender to standard error, with its pattern.
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        assertThat(root.getAppender("STDERR"))
                .isInstanceOfSatisfying(
                        ConsoleAppender.class,
                        appender -> assertThat(appender.getTarget()).isEqualTo("System.err"));
    }

    @Test
    void configure_setsTheLevelAskedFor() {
        System.setProperty("ARBITRE_LOG_LEVEL", "debug");
        LoggerContext context = new LoggerContext();
        LoggingSetup setup = new LoggingSetup();
        setup.setContext(context);

        assertThat(setup.configure(context)).isEqualTo(Configurator.ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY);

        assertThat(context.getLogger(Logger.ROOT_LOGGER_NAME).getLevel()).isEqualTo(Level.DEBUG);
    }

    @Test
    void level_unknownOrEmpty_isWarn() {
        System.setProperty("ARBITRE_LOG_LEVEL", "chatty");
        assertThat(LoggingSetup.level()).isEqualTo(Level.WARN);
        System.setProperty("ARBITRE_LOG_LEVEL", "");
        assertThat(LoggingSetup.level()).isEqualTo(Level.WARN);
        System.setProperty("ARBITRE_LOG_LEVEL", "INFO");
        assertThat(LoggingSetup.level()).isEqualTo(Level.INFO);
    }

    @Test
    void configure_withAConfigurationFileNamed_leavesItToLogback() {
        System.setProperty("logback.configurationFile", "custom.xml");
        try {
            LoggerContext context = new LoggerContext();
            LoggingSetup setup = new LoggingSetup();
            setup.setContext(context);

            assertThat(setup.configure(context)).isEqualTo(Configurator.ExecutionStatus.INVOKE_NEXT_IF_ANY);
            assertThat(context.getLogger(Logger.ROOT_LOGGER_NAME).getAppender("STDERR"))
                    .isNull();
        } finally {
            System.clearProperty("logback.configurationFile");
        }
    }
}
