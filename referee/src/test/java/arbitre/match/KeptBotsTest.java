package arbitre.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The words for how a waiting bot ended when the run closed its input. */
class KeptBotsTest {

    @Test
    void lastEnd_exitedWithCodeZeroLeavingNothing_isNotTold() {
        assertThat(KeptBots.lastEnd(true, 0, 0, 1000)).isNull();
    }

    @Test
    void lastEnd_exitedWithAnotherCode_saysTheCode() {
        assertThat(KeptBots.lastEnd(true, 139, 0, 1000)).isEqualTo("exited with code 139 once its input was closed");
    }

    @Test
    void lastEnd_notExitedWithinTheGrace_saysItWasStopped() {
        assertThat(KeptBots.lastEnd(false, null, 0, 250))
                .isEqualTo("did not exit within its end grace of 250 ms once its input was closed (stopped)");
    }

    @Test
    void lastEnd_exitedLeavingProcessesRunning_countsThem_withOrWithoutACode() {
        assertThat(KeptBots.lastEnd(true, 0, 2, 1000))
                .isEqualTo("exited once its input was closed, leaving 2 processes running (stopped)");
        assertThat(KeptBots.lastEnd(true, 1, 1, 1000))
                .isEqualTo("exited with code 1 once its input was closed, leaving 1 process running (stopped)");
    }

    @Test
    void fitsALine_aStartOfOneLine_fits_andOneThatWouldBeginAnotherLineDoesNot() {
        assertThat(KeptBots.fitsALine("..SSSS../GGGSS..g/SS....../S....s.s/K.g.sgss/S...s.ss/..sk.sss r 12 - 0"))
                .isTrue();
        assertThat(KeptBots.fitsALine("standard\nSTART")).isFalse();
        assertThat(KeptBots.fitsALine("standard\r")).isFalse();
        assertThat(KeptBots.fitsALine(" ")).isFalse();
        assertThat(KeptBots.fitsALine(null)).isFalse();
    }
}
