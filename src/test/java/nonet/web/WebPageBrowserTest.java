package nonet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import nonet.interchange.fpuzzles.FPuzzlesLink;
import nonet.interchange.fpuzzles.FPuzzlesWriter;
import nonet.lang.Compiler;
import nonet.lang.ModelLibrary;
import nonet.lang.PuzzleFileParser;
import nonet.lang.PuzzleSpec;
import nonet.model.Model;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in headless Chromium, driven as a new user would: build a killer puzzle from its cages
 * and typed givens and watch the true candidates change, solve it, step through its explanation;
 * draw a thermometer by dragging, paste an f-puzzles link. Every solution read off the page is
 * checked against the model compiled here. Screenshots go to {@code target/screenshots/}.
 * Needs Debian's {@code chromium} and {@code chromium-driver}; without them the class is skipped
 * with a message saying so, and every other test still runs.
 */
class WebPageBrowserTest {

    private static final Path CHROMEDRIVER = Path.of(System.getProperty("nonet.chromedriver", "/usr/bin/chromedriver"));
    private static final Path CHROMIUM = Path.of(System.getProperty("nonet.chromium", "/usr/bin/chromium"));
    private static final Path SHOTS = Path.of("target", "screenshots");

    private static WebServer server;
    private static ChromeDriver browser;
    private static WebDriverWait wait;
    private static Path profile;

    private static final String MISSING = "browser tests skipped: no " + CHROMEDRIVER + " or " + CHROMIUM
            + " (apt-get install chromium chromium-driver)";

    private static boolean available() {
        return Files.isExecutable(CHROMEDRIVER) && Files.isExecutable(CHROMIUM);
    }

    @BeforeAll
    static void start() throws Exception {
        if (!available()) {
            // said on the console as well: a skipped class is otherwise easy to miss in a build's output
            System.err.println("WebPageBrowserTest: " + MISSING);
            return;
        }
        server = WebServer.start(WebSettings.local(0));
        profile = Files.createTempDirectory("nonet-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // the flags Chromium needs to start quickly in a container without network or display
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @org.junit.jupiter.api.BeforeEach
    void needsABrowser() {
        Assumptions.assumeTrue(available(), MISSING);
    }

    /** The page as each test left it, for a person to look at when one fails. */
    @org.junit.jupiter.api.AfterEach
    void lastScreen(org.junit.jupiter.api.TestInfo test) throws IOException {
        if (browser == null) {
            return;
        }
        shot("last-" + test.getTestMethod().orElseThrow().getName());
    }

    private static void open() {
        browser.get(server.address().toString());
        waitLive();
    }

    /** Waits for the live true candidates of the latest edit. */
    private static void waitLive() {
        wait.until(d -> "ok".equals(d.findElement(By.id("live-status")).getAttribute("data-state")));
    }

    private static WebElement cell(int row, int col) {
        return browser.findElement(By.cssSelector("rect[data-cell='" + ((row - 1) * 9 + col - 1) + "']"));
    }

    private static String candidates(int row, int col) {
        return cell(row, col).getAttribute("data-cands");
    }

    private static void select(int[][] cells) {
        Actions a = new Actions(browser).click(cell(cells[0][0], cells[0][1]));
        for (int i = 1; i < cells.length; i++) {
            a.keyDown(Keys.CONTROL).click(cell(cells[i][0], cells[i][1])).keyUp(Keys.CONTROL);
        }
        a.perform();
    }

    private static void addClue(String type, String number, int[][] cells) {
        int before = browser.findElements(By.cssSelector("#clue-list li")).size();
        select(cells);
        WebElement row = browser.findElement(By.cssSelector("button[data-clue='" + type + "']")).findElement(By.xpath(".."));
        if (number != null) {
            WebElement input = row.findElement(By.tagName("input"));
            input.clear();
            input.sendKeys(number);
        }
        row.findElement(By.cssSelector("button[data-clue='" + type + "']")).click();
        wait.until(d -> d.findElements(By.cssSelector("#clue-list li")).size() == before + 1);
        waitLive();
    }

    private static void type(int row, int col, int digit) {
        new Actions(browser).click(cell(row, col)).sendKeys(String.valueOf(digit)).perform();
    }

    private static void shot(String name) throws IOException {
        Files.write(SHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    /** The 81 digits the page shows, checked against the puzzle file's own compilation. */
    private static void assertShowsASolution(String puzzleText) throws Exception {
        int[] grid = new int[81];
        for (int i = 0; i < 81; i++) {
            String d = browser.findElement(By.cssSelector("rect[data-cell='" + i + "']")).getAttribute("data-digit");
            assertTrue(d != null && !d.isEmpty(), "cell " + i + " shows no digit");
            grid[i] = Integer.parseInt(d);
        }
        ModelLibrary lib = ModelLibrary.bundled();
        Model model = new Compiler(lib).compile(new PuzzleFileParser(lib).parse(puzzleText, "page", null));
        assertEquals(List.of(), model.violations(grid));
    }

    @Test
    void buildAKillerPuzzleSeeCandidatesChangeSolveAndExplain() throws Exception {
        open();
        new Select(browser.findElement(By.id("model"))).selectByValue("killer");
        waitLive();
        assertEquals("123456789", candidates(1, 1));
        addClue("cage", "3", new int[][] {{1, 1}, {1, 2}});
        // a cage of 3 in two cells holds 1 and 2: the true candidates narrow at once
        assertEquals("12", candidates(1, 1));
        assertEquals("12", candidates(1, 2));
        assertFalse(candidates(1, 3).contains("1"));
        shot("killer-1-first-cage");
        addClue("cage", "24", new int[][] {{5, 5}, {5, 6}, {5, 7}});
        assertEquals("789", candidates(5, 5));
        int[][] givens = {{2, 1, 4}, {3, 3, 9}, {4, 4, 6}, {6, 8, 5}, {7, 2, 8}, {8, 9, 3}, {9, 5, 7}, {2, 7, 1}, {4, 9, 2}, {9, 1, 6}};
        for (int[] g : givens) {
            type(g[0], g[1], g[2]);
            waitLive();
        }
        String status = browser.findElement(By.id("live-status")).getText();
        assertTrue(status.contains("native") && status.contains("verified"), status);
        shot("killer-2-givens-typed");

        // still 2+ solutions: where uniqueness breaks shades the cells two solutions differ in
        assertTrue(status.startsWith("2+ solutions"), status);
        browser.findElement(By.id("diff")).click();
        wait.until(d -> d.findElement(By.id("message")).getText().startsWith("Two solutions differ in "));
        String differ = browser.findElement(By.id("message")).getText().replaceAll("^Two solutions differ in (\\d+) cells.*", "$1");
        assertEquals(Integer.parseInt(differ), browser.findElements(By.cssSelector("rect[data-shade]")).size());
        shot("killer-3-where-uniqueness-breaks");

        String text = browser.findElement(By.id("puzzle-text")).getAttribute("value");
        browser.findElement(By.id("solve")).click();
        wait.until(d -> d.findElement(By.id("message")).getText().startsWith("solved"));
        assertTrue(browser.findElement(By.id("message")).getText().contains("verified by the model's checker"));
        assertShowsASolution(text);
        shot("killer-4-solved");

        browser.findElement(By.id("explain")).click();
        wait.until(d -> d.findElement(By.id("explain-box")).isDisplayed());
        String first = browser.findElement(By.id("step-text")).getText();
        browser.findElement(By.id("step-next")).click();
        browser.findElement(By.id("step-next")).click();
        assertTrue(browser.findElement(By.id("step-count")).getText().startsWith("step 3 of"));
        assertFalse(browser.findElements(By.cssSelector("rect[data-step]")).isEmpty(), "the step's cells are highlighted");
        String third = browser.findElement(By.id("step-text")).getText();
        assertNotEquals(first, third);
        shot("killer-5-explain-step-3");
        browser.findElement(By.id("step-back")).click();
        assertTrue(browser.findElement(By.id("step-count")).getText().startsWith("step 2 of"));
    }

    @Test
    void drawAThermoByDraggingThenPasteAnFPuzzlesLink() throws Exception {
        open();
        new Select(browser.findElement(By.id("model"))).selectByValue("thermo");
        // the page has read the thermo puzzle back (then its live question is the thermo one)
        wait.until(d -> d.findElement(By.id("puzzle-text")).getAttribute("value").startsWith("use thermo"));
        wait.until(d -> !d.findElements(By.cssSelector("button[data-clue='thermo']")).isEmpty());
        waitLive();
        new Actions(browser).clickAndHold(cell(1, 1)).moveToElement(cell(1, 2)).moveToElement(cell(1, 3)).moveToElement(cell(2, 3))
                .release().perform();
        browser.findElement(By.cssSelector("button[data-clue='thermo']")).click();
        wait.until(d -> d.findElements(By.cssSelector("#clue-list li")).size() == 1);
        waitLive();
        // a thermometer of four cells: its bulb is at most 6, its tip at least 4
        assertEquals("123456", candidates(1, 1));
        assertEquals("456789", candidates(2, 3));
        shot("thermo-1-drawn");

        String file = ApiClient.puzzle("thermo-constructed.nonet");
        ModelLibrary lib = ModelLibrary.bundled();
        PuzzleSpec spec = new PuzzleFileParser(lib).parse(file, "thermo", null);
        String link = FPuzzlesLink.fpuzzles(FPuzzlesWriter.json(spec, new Compiler(lib)));
        WebElement paste = browser.findElement(By.id("paste"));
        paste.clear();
        paste.sendKeys(link);
        browser.findElement(By.id("import")).click();
        wait.until(d -> d.findElements(By.cssSelector("#clue-list li")).size() == spec.clues().size());
        // the imported puzzle is unique: the live answer of the imported puzzle says so (the one before said 2+)
        wait.until(d -> d.findElement(By.id("live-status")).getText().startsWith("unique"));
        shot("thermo-2-imported-link");
        browser.findElement(By.id("solve")).click();
        wait.until(d -> d.findElement(By.id("message")).getText().startsWith("solved"));
        assertShowsASolution(browser.findElement(By.id("puzzle-text")).getAttribute("value"));
        shot("thermo-3-solved");
    }
}
