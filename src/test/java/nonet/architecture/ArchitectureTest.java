package nonet.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import nonet.model.Constraint;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The walls of the house, checked on the compiled main classes (docs/architecture.md has the map):
 * no package cycles; every engine one package that imports no other engine's (what SAT engines
 * share, the CNF compilation, is {@code engine.cnf}, a package of its own); the contract
 * ({@code nonet.engine} itself) imports no engine and no registry; the layers import only downwards;
 * and no code outside the IR tells primitives apart by {@code instanceof} (they are told apart by
 * {@link Constraint.Visitor}, so a new primitive cannot be skipped silently).
 *
 * <p>On the code before this test was written (main at d443d85) it fails with: the cycle
 * {@code nonet.engine -> nonet.engine.logic -> nonet.engine} (the registry in the contract package
 * imported every engine, and logic looked its search engine up in it); the contract importing every
 * engine package; {@code engine.choco -> engine.sat} ({@code CageAnalysis}) and
 * {@code engine.sls -> engine.nativesearch} ({@code Narrowing}); {@code check -> engine.nativesearch}
 * ({@code RandomPuzzles}); {@code cli -> engine.choco} ({@code CONSISTENCY_LEVELS}); and the
 * {@code instanceof} chains over primitives in {@code ChocoEngine}, {@code CnfEncoder},
 * {@code CompiledModel}, {@code DlxEngine} and {@code RandomPuzzles}.
 */
class ArchitectureTest {

    /** The engine packages under {@code nonet.engine}: each may be deleted with its line in the registry. */
    static final List<String> ENGINES = List.of("nativesearch", "choco", "sat", "dlx", "logic", "sls", "external");

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("nonet");
    }

    @Test
    void noPackageCycles() {
        slices().matching("nonet.(**)").should().beFreeOfCycles().check(main);
    }

    static List<String> engines() {
        return ENGINES;
    }

    /** What two engines share is the IR's analyses, the contract, or a compilation of its own (the CNF, {@code engine.cnf}). */
    @ParameterizedTest
    @MethodSource("engines")
    void anEngineImportsNoOtherEngine(String engine) {
        importsNoEngineNorTheRegistry("nonet.engine." + engine + "..", ENGINES.stream().filter(e -> !e.equals(engine)).toList());
    }

    @Test
    void theContractImportsNoEngineAndNoRegistry() {
        importsNoEngineNorTheRegistry("nonet.engine", ENGINES);
    }

    private static void importsNoEngineNorTheRegistry(String packages, List<String> engines) {
        noClasses().that().resideInAPackage(packages)
                .should().dependOnClassesThat().resideInAnyPackage(packagesOf(engines))
                .orShould().dependOnClassesThat().resideInAPackage("nonet.engine.registry..")
                .check(main);
    }

    private static String[] packagesOf(List<String> engines) {
        return engines.stream().map(e -> "nonet.engine." + e + "..").toArray(String[]::new);
    }

    /**
     * Inside the native engine: its searches (the depth-first one in the engine's own package, the
     * clause-learning one in {@code learning}) stand on {@code propagation} (the compiled model, the
     * propagator and its filters), which knows no search; the clause learning knows nothing of the
     * engine that picks it, and the 9x9 bitboard path knows neither.
     */
    @Test
    void nativeSearchesStandOnThePropagation() {
        noClasses().that().resideInAPackage("nonet.engine.nativesearch.propagation")
                .should().dependOnClassesThat().resideInAnyPackage("nonet.engine.nativesearch", "nonet.engine.nativesearch.learning",
                        "nonet.engine.nativesearch.classic9")
                .check(main);
        noClasses().that().resideInAPackage("nonet.engine.nativesearch.learning")
                .should().dependOnClassesThat().resideInAnyPackage("nonet.engine.nativesearch", "nonet.engine.nativesearch.classic9")
                .check(main);
        noClasses().that().resideInAPackage("nonet.engine.nativesearch.classic9")
                .should().dependOnClassesThat().resideInAnyPackage("nonet.engine.nativesearch", "nonet.engine.nativesearch.learning",
                        "nonet.engine.nativesearch.propagation")
                .check(main);
    }

    @Test
    void layersImportOnlyDownwards() {
        String[] engines = packagesOf(ENGINES);
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Model").definedBy("nonet.model..")
                .layer("Lang").definedBy("nonet.lang..")
                .layer("Format").definedBy("nonet.format..")
                .layer("Io").definedBy("nonet.io..")
                .layer("Contract").definedBy("nonet.engine")
                .layer("Compilations").definedBy("nonet.engine.cnf..")
                .layer("Engines").definedBy(engines)
                .layer("Splitting").definedBy("nonet.engine.split..")
                .layer("Registry").definedBy("nonet.engine.registry..")
                .layer("Bench").definedBy("nonet.bench..")
                .layer("Check").definedBy("nonet.check..")
                .layer("Workbench").definedBy("nonet.workbench..")
                .layer("Generate").definedBy("nonet.generate..")
                .layer("Interchange").definedBy("nonet.interchange..")
                .layer("Draw").definedBy("nonet.draw..")
                .layer("Batch").definedBy("nonet.batch..")
                .layer("Web").definedBy("nonet.web..")
                .layer("Cli").definedBy("nonet.cli..")
                .whereLayer("Model").mayNotAccessAnyLayer()
                .whereLayer("Lang").mayOnlyAccessLayers("Model")
                .whereLayer("Format").mayOnlyAccessLayers("Model")
                .whereLayer("Io").mayOnlyAccessLayers("Model", "Lang", "Format")
                .whereLayer("Contract").mayOnlyAccessLayers("Model")
                .whereLayer("Compilations").mayOnlyAccessLayers("Model", "Contract")
                .whereLayer("Engines").mayOnlyAccessLayers("Model", "Format", "Contract", "Compilations")
                // one puzzle shared by workers over any engine: the contract and the IR only, no engine's internals
                .whereLayer("Splitting").mayOnlyAccessLayers("Model", "Contract")
                .whereLayer("Registry").mayOnlyAccessLayers("Model", "Contract", "Engines")
                .whereLayer("Bench").mayOnlyAccessLayers("Model", "Format", "Contract", "Registry")
                .whereLayer("Check").mayOnlyAccessLayers("Model", "Lang", "Format", "Io", "Contract", "Registry", "Bench")
                // the workbench asks any engine through the contract (the estimator walks the Narrowing port);
                // generation, above the engines, grades by logic's difficulty
                .whereLayer("Workbench").mayOnlyAccessLayers("Model", "Lang", "Io", "Contract", "Check")
                .whereLayer("Generate").mayOnlyAccessLayers("Model", "Lang", "Io", "Contract", "Engines", "Workbench", "Check")
                .whereLayer("Interchange").mayOnlyAccessLayers("Model", "Lang", "Io")
                .whereLayer("Draw").mayOnlyAccessLayers("Model", "Lang")
                .whereLayer("Batch").mayOnlyAccessLayers("Model", "Lang", "Format", "Io", "Contract", "Check", "Interchange")
                // the server, like the command line, is the top: it may use any package but the command line's
                .whereLayer("Cli").mayNotBeAccessedByAnyLayer()
                .check(main);
    }

    /** A setter's questions run on any engine that offers what they need: the workbench knows the contract, no engine. */
    @Test
    void theWorkbenchImportsNoEngine() {
        noClasses().that().resideInAPackage("nonet.workbench..")
                .should().dependOnClassesThat().resideInAnyPackage(packagesOf(ENGINES))
                .orShould().dependOnClassesThat().resideInAPackage("nonet.engine.registry..")
                .check(main);
    }

    /**
     * The command line is glue at the top: what a batch command shares with the server and the Spark
     * module (puzzles named by arguments, answers printed in each format) is {@code batch}.
     */
    @Test
    void nothingOutsideTheCommandLineImportsIt() {
        noClasses().that().resideOutsideOfPackage("nonet.cli..")
                .should().dependOnClassesThat().resideInAPackage("nonet.cli..")
                .check(main);
    }

    /**
     * Shape recognisers that ask "only groups and givens?" rather than dispatch: the bitboard path's
     * test for plain classic 9x9, and the native engine's key of a model's structure (all but its
     * domains). Anything else they meet means "not this shape", never a skipped constraint.
     */
    private static final Set<String> SHAPE_TESTS = Set.of(
            "nonet.engine.nativesearch.classic9.Classic9Shape", "nonet.engine.nativesearch.classic9.Classic9Solver",
            "nonet.engine.nativesearch.NativeEngine");

    @Test
    void primitivesAreToldApartByTheVisitorOnly() {
        Set<String> primitives = Set.copyOf(Arrays.stream(Constraint.class.getPermittedSubclasses()).map(Class::getName).toList());
        classes().that().resideOutsideOfPackage("nonet.model").and().doNotHaveModifier(JavaModifier.SYNTHETIC)
                .should(new ArchCondition<JavaClass>("not test a primitive's type with instanceof") {
                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        if (SHAPE_TESTS.contains(c.getName())) {
                            return;
                        }
                        for (JavaCodeUnit unit : c.getCodeUnits()) {
                            unit.getInstanceofChecks().stream()
                                    .filter(check -> primitives.contains(check.getRawType().getName()))
                                    .forEach(check -> events.add(SimpleConditionEvent.violated(check, unit.getFullName()
                                            + " tests instanceof " + check.getRawType().getSimpleName() + " (" + c.getSimpleName()
                                            + ".java:" + check.getLineNumber() + "): dispatch through Constraint.Visitor instead")));
                        }
                    }
                }).check(main);
    }
}
