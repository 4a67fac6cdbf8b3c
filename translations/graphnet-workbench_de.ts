<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Format</name>
    <message>
        <location filename="../widgets/util/Format.cpp" line="+45"/>
        <source>%1 FLOPs, %2 moved; shapes of %3 of %4 nodes inferred</source>
        <translation>%1 FLOPs, %2 übertragen; Shapes von %3 von %4 Knoten inferiert</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
</context>
<context>
    <name>GraphDocument</name>
    <message numerus="yes">
        <location filename="../widgets/graph/GraphDocument.cpp" line="+87"/>
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n Wert</numerusform>
            <numerusform>%n Werte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>shape %1</source>
        <translation>Shape %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape unknown: %1</source>
        <translation>Shape unbekannt: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>module %1</source>
        <translation>Modul %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model.py line %1</source>
        <translation>model.py, Zeile %1</translation>
    </message>
</context>
<context>
    <name>GraphPainter</name>
    <message>
        <location filename="../widgets/graph/GraphPainter.cpp" line="+215"/>
        <source>%1 ops</source>
        <translation>%1 Ops</translation>
    </message>
</context>
<context>
    <name>OpClass</name>
    <message>
        <location filename="../widgets/graph/OpClass.cpp" line="+20"/>
        <source>conv / linear / matmul</source>
        <translation>conv / linear / matmul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normalization</source>
        <translation>Normalisierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>elementwise</source>
        <translation>elementweise</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>shape / view</source>
        <translation>Shape / View</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reduction / pooling</source>
        <translation>Reduktion / Pooling</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>input / output</source>
        <translation>Ein-/Ausgabe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>norm</source>
        <translation>Norm</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>shape</source>
        <translation>Shape</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reduction</source>
        <translation>Reduktion</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>data</source>
        <translation>Daten</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <location filename="../widgets/analysis/LogImport.cpp" line="+14"/>
        <source>%n run(s) imported</source>
        <translation>
            <numerusform>%n Lauf importiert</numerusform>
            <numerusform>%n Läufe importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n duplicate log(s) skipped</source>
        <translation>
            <numerusform>%n doppeltes Log übersprungen</numerusform>
            <numerusform>%n doppelte Logs übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing imported</source>
        <translation>nichts importiert</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: the same content was already imported as run #%2 &apos;%3&apos;</source>
        <translation>%1: derselbe Inhalt wurde bereits als Lauf #%2 „%3“ importiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: run #%2 &apos;%3&apos; (%4), %5 samples</source>
        <translation>%1: Lauf #%2 „%3“ (%4), %5 Samples</translation>
    </message>
</context>
<context>
    <name>RunEstimateText</name>
    <message>
        <location filename="../widgets/run/RunEstimateText.cpp" line="+13"/>
        <source>Estimate: no cost model has predicted this dataset yet (graphnet-bench cost-model predict).</source>
        <translation>Schätzung: Noch kein Kostenmodell hat diesen Datensatz vorhergesagt (graphnet-bench cost-model predict).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Estimate: %1 has predicted none of these samples.</source>
        <translation>Schätzung: %1 hat keines dieser Samples vorhergesagt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimate by %1 for %2 of %3 samples: one eager call of each %4 in all; warm-up and timed calls of both sides %5 for %6 backend(s) (loading, inputs and compilation not included).</source>
        <translation>Schätzung von %1 für %2 von %3 Samples: ein Eager-Aufruf jedes Samples zusammen %4; Aufwärm- und gemessene Aufrufe beider Seiten %5 für %6 Backend(s) (Laden, Eingaben und Kompilieren nicht eingerechnet).</translation>
    </message>
</context>
<context>
    <name>SampleResultsModel</name>
    <message>
        <location filename="../widgets/util/ResultText.cpp" line="+24"/>
        <source>noisy</source>
        <translation>verrauscht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contended</source>
        <translation>unter Last</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 against %2, %3 protocol</source>
        <translation>%1 gegenüber %2, Protokoll %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>95% confidence interval: %1 to %2</source>
        <translation>95-%-Konfidenzintervall: %1 bis %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>timed calls per side: %n</source>
        <translation>
            <numerusform>gemessene Aufrufe je Seite: %n</numerusform>
            <numerusform>gemessene Aufrufe je Seite: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>measured as: %1</source>
        <translation>gemessen als: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>measured %1 on %2</source>
        <translation>gemessen %1 auf %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>other processes kept %1 cores busy meanwhile</source>
        <translation>andere Prozesse hielten währenddessen %1 Kerne beschäftigt</translation>
    </message>
</context>
<context>
    <name>SummaryTables</name>
    <message>
        <location filename="../widgets/analysis/TextTableModel.cpp" line="+13"/>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>geomean speedup (passing)</source>
        <translation>geom. Mittel Speedup (bestanden)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>geomean speedup (common)</source>
        <translation>geom. Mittel Speedup (gemeinsam)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>common</source>
        <translation>gemeinsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile s median</source>
        <translation>Kompilierzeit s Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile s mean</source>
        <translation>Kompilierzeit s Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>graph breaks</source>
        <translation>Graph-Brüche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>noisy</source>
        <translation>verrauscht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contended</source>
        <translation>unter Last</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory compression</source>
        <translation>Speicherkompression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>geomean ratio new/base</source>
        <translation>geom. Mittel Verhältnis neu/Basis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regressions</source>
        <translation>Regressionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>improvements</source>
        <translation>Verbesserungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>now fail</source>
        <translation>jetzt fehlerhaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>now pass</source>
        <translation>jetzt bestanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sample</source>
        <translation>Sample</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup base</source>
        <translation>Speedup Basis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup new</source>
        <translation>Speedup neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratio new/base</source>
        <translation>Verhältnis neu/Basis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interval base</source>
        <translation>Intervall Basis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interval new</source>
        <translation>Intervall neu</translation>
    </message>
</context>
<context>
    <name>gnw::app::BenchChildProcess</name>
    <message>
        <location filename="../app/gui/engine/BenchChildProcess.cpp" line="+36"/>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ended abnormally (%2)</source>
        <translation>%1 endete abnormal (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 failed (exit code %2)</source>
        <translation>%1 schlug fehl (Exit-Code %2)</translation>
    </message>
</context>
<context>
    <name>gnw::app::EngineProfiler</name>
    <message>
        <location filename="../app/gui/engine/EngineProfiler.cpp" line="+25"/>
        <source>waiting for the workbench&apos;s start-up (the backend catalog)…</source>
        <translation>warte auf den Start der Workbench (den Backend-Katalog)…</translation>
    </message>
</context>
<context>
    <name>gnw::ui::AnalysisControls</name>
    <message>
        <location filename="../widgets/analysis/AnalysisControls.cpp" line="+20"/>
        <source>Macro overlay (aggregated)</source>
        <translation>Makroform einblenden (aggregiert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% bootstrap band</source>
        <translation>95-%-Bootstrap-Band</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correct samples only</source>
        <translation>Nur korrekte Samples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave out flagged results (noisy, contended)</source>
        <translation>Markierte Ergebnisse weglassen (verrauscht, unter Last)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per run</source>
        <translation>pro Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per backend</source>
        <translation>pro Backend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per category</source>
        <translation>pro Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per domain (NLP / CV / other)</source>
        <translation>pro Domäne (NLP / CV / sonstige)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end-to-end (upstream)</source>
        <translation>End-to-End (Upstream)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device (gpu) time</source>
        <translation>Gerätezeit (GPU)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Negative-speedup penalty: a correct sample with speedup s &lt; 1 counts as s^(p+1)</source>
        <translation>Strafe für negativen Speedup: Ein korrektes Sample mit Speedup s &lt; 1 zählt als s^(p+1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failure penalty (fpdb): the factor of a failed sample</source>
        <translation>Fehlerstrafe (fpdb): der Faktor eines fehlgeschlagenen Samples</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How failures are tolerated at positive t (error codes and their levels)</source>
        <translation>Wie Fehler bei positivem t toleriert werden (Fehlercodes und ihre Stufen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the macro form (alpha, beta, lambda, eta, gamma) dashed over each curve</source>
        <translation>Makroform (alpha, beta, lambda, eta, gamma) gestrichelt über jede Kurve zeichnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Percentile band from %1 resamples of the samples (seeded)</source>
        <translation>Perzentilband aus %1 Bootstrap-Stichproben der Samples (fester Seed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results whose timings stayed noisy after the re-measures, or were taken while other processes kept cores busy; off by default, as upstream&apos;s curves take every result</source>
        <translation>Ergebnisse, deren Zeiten nach den Wiederholungsmessungen verrauscht blieben oder gemessen wurden, während andere Prozesse Kerne auslasteten; standardmäßig aus, da die Kurven von Upstream jedes Ergebnis enthalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Upstream&apos;s violins take every sample with a positive speedup, whatever its status</source>
        <translation>Die Violins von Upstream berücksichtigen jedes Sample mit positivem Speedup, unabhängig von seinem Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by name</source>
        <translation>nach Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by median speedup</source>
        <translation>nach Median-Speedup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>custom (drag to reorder)</source>
        <translation>benutzerdefiniert (zum Umsortieren ziehen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interpretation</source>
        <translation>Interpretation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Violins</source>
        <translation>Violins</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
</context>
<context>
    <name>gnw::ui::AnalysisPage</name>
    <message>
        <location filename="../widgets/analysis/AnalysisPage.cpp" line="+71"/>
        <source>S(t)</source>
        <translation>S(t)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ES(t)</source>
        <translation>ES(t)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup Violins</source>
        <translation>Speedup-Violins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare Runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 at t = %2, %3</source>
        <translation>%1 bei t = %2, %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speedups of %1</source>
        <translation>Speedups von %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>No runs yet: drop upstream test_compiler logs here or use File → Import Benchmark Logs…</source>
        <translation>Noch keine Läufe: Upstream-test_compiler-Logs hier ablegen oder über Datei → Benchmark-Logs importieren…</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>&lt;b&gt;Micro and macro forms disagree&lt;/b&gt; (upstream aborts here; the micro values are drawn):</source>
        <translation>&lt;b&gt;Mikro- und Makroform stimmen nicht überein&lt;/b&gt; (Upstream bricht hier ab; gezeichnet werden die Mikrowerte):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;… and %1 more (see the tool tip)</source>
        <translation>&lt;br&gt;… und %1 weitere (siehe Tooltip)</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Importing %n log(s)…</source>
        <translation>
            <numerusform>Importiere %n Log…</numerusform>
            <numerusform>Importiere %n Logs…</numerusform>
        </translation>
    </message>
    <message>
        <location line="-266"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
</context>
<context>
    <name>gnw::ui::BackendChoiceList</name>
    <message>
        <location filename="../widgets/run/BackendChoiceList.cpp" line="+21"/>
        <source>For Paddle samples</source>
        <translation>Für Paddle-Samples</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For PyTorch samples</source>
        <translation>Für PyTorch-Samples</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — unavailable: %2</source>
        <translation>%1 — nicht verfügbar: %2</translation>
    </message>
</context>
<context>
    <name>gnw::ui::CategoryTreeModel</name>
    <message>
        <location filename="../widgets/dataset/CategoryTreeModel.cpp" line="+21"/>
        <location line="+6"/>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All samples</source>
        <translation>Alle Samples</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ChartData</name>
    <message>
        <location filename="../widgets/charts/ChartData.cpp" line="+45"/>
        <source>gpu speedup</source>
        <translation>GPU-Speedup</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ChartPanel</name>
    <message>
        <location filename="../widgets/analysis/ChartPanel.cpp" line="+59"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolution of PNG exports (upstream saves at 300 dpi)</source>
        <translation>Auflösung von PNG-Exporten (Upstream speichert mit 300 dpi)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <location line="+81"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Save as PNG, SVG or PDF in the light report style</source>
        <translation>Als PNG, SVG oder PDF im hellen Berichtsstil speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+81"/>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <location line="-80"/>
        <location line="+81"/>
        <source>Data as CSV…</source>
        <translation>Daten als CSV…</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+80"/>
        <source>Reset Zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Undo wheel zooming</source>
        <translation>Zoomen mit dem Mausrad zurücksetzen</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+10"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Save Chart Data</source>
        <translation>Diagrammdaten speichern</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ClusterSweepModel</name>
    <message>
        <location filename="../widgets/run/ClusterSweepModel.cpp" line="+44"/>
        <source>%1 pending, %2 running, %3 done, %4 failed</source>
        <translation>%1 wartend, %2 laufend, %3 fertig, %4 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 / %2 done</source>
        <translation>%1 / %2 fertig</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>submitting</source>
        <translation>wird eingereicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slurm job</source>
        <translation>Slurm-Job</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shards</source>
        <translation>Shards</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results merged</source>
        <translation>Zusammengeführte Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ClusterSweeps</name>
    <message numerus="yes">
        <location filename="../widgets/run/ClusterSweeps.cpp" line="+146"/>
        <source>%1 on Slurm, %n shard(s)</source>
        <translation>
            <numerusform>%1 auf Slurm, %n Shard</numerusform>
            <numerusform>%1 auf Slurm, %n Shards</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>shard %1: %2</source>
        <translation>Shard %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; `graphnet-bench slurm resume %2` resubmits them</source>
        <translation>%1; `graphnet-bench slurm resume %2` reicht sie erneut ein</translation>
    </message>
</context>
<context>
    <name>gnw::ui::CodeEditor</name>
    <message>
        <location filename="../widgets/common/CodeEditor.cpp" line="+31"/>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ComparisonChart</name>
    <message>
        <location filename="../widgets/analysis/ComparisonChart.cpp" line="+41"/>
        <source>correct in both</source>
        <translation>in beiden korrekt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>status changed</source>
        <translation>Status geändert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed in both</source>
        <translation>in beiden fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>equal speedup</source>
        <translation>gleicher Speedup</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>speedup, A: %1</source>
        <translation>Speedup, A: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup, B: %1</source>
        <translation>Speedup, B: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 common samples; geometric mean of speedup B / A = %2</source>
        <translation>%1 gemeinsame Samples; geometrisches Mittel des Speedups B / A = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 common samples; none with a speedup in both runs</source>
        <translation>%1 gemeinsame Samples; keines mit Speedup in beiden Läufen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;A: %2, speedup %3&lt;br&gt;B: %4, speedup %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;A: %2, Speedup %3&lt;br&gt;B: %4, Speedup %5</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ComparisonPanel</name>
    <message>
        <location filename="../widgets/analysis/ComparisonPanel.cpp" line="+34"/>
        <source>Run A</source>
        <translation>Lauf A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run B</source>
        <translation>Lauf B</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples whose status changed</source>
        <translation>Samples mit geändertem Status</translation>
    </message>
</context>
<context>
    <name>gnw::ui::DatasetDock</name>
    <message>
        <location filename="../widgets/dataset/DatasetDock.cpp" line="+11"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By source folder</source>
        <translation>Nach Quellordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By heuristic tag</source>
        <translation>Nach heuristischem Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By framework</source>
        <translation>Nach Framework</translation>
    </message>
</context>
<context>
    <name>gnw::ui::DatasetSession</name>
    <message>
        <location filename="../widgets/dataset/DatasetSession.cpp" line="+108"/>
        <source>cost model #%1 (%2, %3)</source>
        <translation>Kostenmodell #%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>analysing %1</source>
        <translation>analysiere %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 samples (%2 invalid), %3 read, %4 unchanged in %5 s</source>
        <translation>%1 Samples (%2 ungültig), %3 gelesen, %4 unverändert in %5 s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Indexing cancelled: </source>
        <translation>Indizierung abgebrochen: </translation>
    </message>
</context>
<context>
    <name>gnw::ui::DrillDownPanel</name>
    <message>
        <location filename="../widgets/analysis/DrillDownPanel.cpp" line="+19"/>
        <source>Open Sample</source>
        <translation>Sample öffnen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filter samples…</source>
        <translation>Samples filtern…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the sample list</source>
        <translation>Sample-Liste schließen</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 — %n sample(s)</source>
        <translation>
            <numerusform>%1 — %n Sample</numerusform>
            <numerusform>%1 — %n Samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::EagerProfileService</name>
    <message>
        <location filename="../widgets/profile/EagerProfileService.cpp" line="+28"/>
        <source>the profile&apos;s output is not JSON (%1 at offset %2)</source>
        <translation>die Ausgabe des Profils ist kein JSON (%1 an Position %2)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the profile names no nodes</source>
        <translation>das Profil nennt keine Knoten</translation>
    </message>
</context>
<context>
    <name>gnw::ui::EnvironmentSetupDialog</name>
    <message>
        <location filename="../widgets/run/EnvironmentSetupDialog.cpp" line="+18"/>
        <source>Create the environment of %1</source>
        <translation>Umgebung von %1 anlegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running: %1</source>
        <translation>Läuft: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Installing the packages of %1&apos;s environment; this can take minutes.</source>
        <translation>Die Pakete der Umgebung von %1 werden installiert; das kann Minuten dauern.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Created. %1 is offered the next time New Run opens.</source>
        <translation>Angelegt. %1 wird beim nächsten Öffnen von „Neuer Lauf“ angeboten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not start %1: %2</source>
        <translation>%1 ließ sich nicht starten: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed (exit code %1): the output above says why.</source>
        <translation>Fehlgeschlagen (Exit-Code %1): die Ausgabe oben nennt den Grund.</translation>
    </message>
</context>
<context>
    <name>gnw::ui::GraphCanvas</name>
    <message>
        <location filename="../widgets/graph/GraphCanvas.cpp" line="+259"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 ops · double-click to %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 Ops · Doppelklick zum %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collapse</source>
        <translation>Zuklappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>expand</source>
        <translation>Aufklappen</translation>
    </message>
</context>
<context>
    <name>gnw::ui::GraphMinimap</name>
    <message>
        <location filename="../widgets/graph/GraphMinimap.cpp" line="+22"/>
        <source>Overview: click or drag to move the view</source>
        <translation>Übersicht: Klicken oder Ziehen verschiebt die Ansicht</translation>
    </message>
</context>
<context>
    <name>gnw::ui::GraphPage</name>
    <message>
        <location filename="../widgets/graph/GraphPage.cpp" line="+44"/>
        <source>Click a node for its details, double-click a group to open or close it; double-click a row naming another node to go there</source>
        <translation>Klick auf einen Knoten zeigt seine Details, Doppelklick auf eine Gruppe öffnet oder schließt sie; Doppelklick auf eine Zeile mit einem anderen Knoten springt dorthin</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+89"/>
        <source>No sample selected</source>
        <translation>Kein Sample ausgewählt</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Find op, name, module or shape…</source>
        <translation>Op, Name, Modul oder Shape suchen…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Eingabe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit the graph to the window (F)</source>
        <translation>Graph in das Fenster einpassen (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand all</source>
        <translation>Alle aufklappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open every module group</source>
        <translation>Alle Modulgruppen öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse all</source>
        <translation>Alle zuklappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close every module group</source>
        <translation>Alle Modulgruppen schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the graph as SVG or PNG</source>
        <translation>Graph als SVG oder PNG speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Parsing model.py…</source>
        <translation>Parse model.py…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Parsing…</source>
        <translation>Parse…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model.py could not be parsed:
%1</source>
        <translation>model.py konnte nicht geparst werden:
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parse error</source>
        <translation>Parserfehler</translation>
    </message>
    <message>
        <location line="+56"/>
        <source> &lt;a href=&quot;hide&quot;&gt;hide&lt;/a&gt;</source>
        <translation> &lt;a href=&quot;hide&quot;&gt;ausblenden&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Laying out…</source>
        <translation>Berechne Layout…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 nodes · %2 shown · layout %3 ms</source>
        <translation>%1 Knoten · %2 angezeigt · Layout %3 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Export graph as SVG</source>
        <translation>Graph als SVG exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export graph as PNG</source>
        <translation>Graph als PNG exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG (*.svg)</source>
        <translation>SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>gnw::ui::JobStatusWidget</name>
    <message>
        <location filename="../widgets/common/JobStatusWidget.cpp" line="+13"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>gnw::ui::JsonTreeModel</name>
    <message>
        <location filename="../widgets/sample/JsonTreeModel.cpp" line="+35"/>
        <location line="+5"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>gnw::ui::LocateFaultDialog</name>
    <message>
        <location filename="../widgets/fault/LocateFaultDialog.cpp" line="+23"/>
        <source>Cancel search</source>
        <translation>Suche abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show in graph</source>
        <translation>Im Graphen zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open reproducer folder</source>
        <translation>Reproduktionsordner öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open test</source>
        <translation>Test öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locate fault: %1 with %2</source>
        <translation>Fehler lokalisieren: %1 mit %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Operators</source>
        <translation>Operatoren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Faulty</source>
        <translation>Fehlerhaft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Stopping after the probe in flight…</source>
        <translation>Halte nach der laufenden Probe an…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Running cuts of %1 with %2 (tolerance t = %3, %4 mode): each probe is one worker process.</source>
        <translation>Führe Ausschnitte von %1 mit %2 aus (Toleranz t = %3, Modus %4): jede Probe ist ein Worker-Prozess.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The search could not run.</source>
        <translation>Die Suche konnte nicht laufen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 backend runs, %2 s. The whole sample (%3 operators): %4</source>
        <translation>%1 Backend-Läufe, %2 s. Das ganze Sample (%3 Operatoren): %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not faulty at t = %1: nothing to locate.</source>
        <translation>Bei t = %1 nicht fehlerhaft: nichts zu lokalisieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No single operator was found (see the steps).</source>
        <translation>Kein einzelner Operator gefunden (siehe die Schritte).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;First faulty operator&lt;/b&gt;: %1 = %2 at model.py:%3%4&lt;br&gt;&lt;code&gt;%5&lt;/code&gt;</source>
        <translation>&lt;b&gt;Erster fehlerhafter Operator&lt;/b&gt;: %1 = %2 in model.py:%3%4&lt;br&gt;&lt;code&gt;%5&lt;/code&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;br&gt;inputs: %1</source>
        <translation>&lt;br&gt;Eingaben: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;outputs: %1</source>
        <translation>&lt;br&gt;Ausgaben: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;reproducer (%1): %2</source>
        <translation>&lt;br&gt;Reproduktion (%1): %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;no test file: %1</source>
        <translation>&lt;br&gt;keine Testdatei: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;test: %1</source>
        <translation>&lt;br&gt;Test: %1</translation>
    </message>
</context>
<context>
    <name>gnw::ui::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="+104"/>
        <source>GraphNet Workbench</source>
        <translation>GraphNet Workbench</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Indexing %1…</source>
        <translation>Indiziere %1…</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>These are real GraphNet samples bundled with the workbench, a small slice of the dataset (&lt;code&gt;samples/PROVENANCE.tsv&lt;/code&gt;). To work on the full dataset, clone GraphNet (&lt;code&gt;git clone https://github.com/PaddlePaddle/GraphNet&lt;/code&gt;) and open its &lt;code&gt;samples&lt;/code&gt; folder with File → Open Dataset… (Ctrl+O). Start a benchmark with Run → New Run… (Ctrl+R).</source>
        <translation>Dies sind echte GraphNet-Samples, die der Workbench beiliegen, ein kleiner Ausschnitt des Datensatzes (&lt;code&gt;samples/PROVENANCE.tsv&lt;/code&gt;). Für den vollständigen Datensatz GraphNet klonen (&lt;code&gt;git clone https://github.com/PaddlePaddle/GraphNet&lt;/code&gt;) und seinen Ordner &lt;code&gt;samples&lt;/code&gt; mit Datei → Datensatz öffnen… (Strg+O) öffnen. Einen Benchmark startet Lauf → Neuer Lauf… (Strg+R).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 holds no GraphNet samples (a sample is a folder with model.py and graph_net.json). Open another with File → Open Dataset… (Ctrl+O).</source>
        <translation>%1 enthält keine GraphNet-Samples (ein Sample ist ein Ordner mit model.py und graph_net.json). Einen anderen öffnen Sie mit Datei → Datensatz öffnen… (Strg+O).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is not in the open dataset (%2).</source>
        <translation>%1 ist nicht im geöffneten Datensatz (%2).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Run Selected Samples…</source>
        <translation>Ausgewählte Samples ausführen…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The dataset folder %1 does not exist; the bundled samples are shown instead. Open another with File → Open Dataset… (Ctrl+O).</source>
        <translation>Der Datensatzordner %1 existiert nicht; stattdessen werden die mitgelieferten Samples gezeigt. Einen anderen öffnen Sie mit Datei → Datensatz öffnen… (Strg+O).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Another Store…</source>
        <translation>Andere Ablage öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a New Store…</source>
        <translation>Neue Ablage anlegen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The store %1 cannot be used: %2. It was left as it is. Open another store or create a new one; the workbench then starts again on it.</source>
        <translation>Die Ablage %1 kann nicht verwendet werden: %2. Sie bleibt unverändert. Öffnen Sie eine andere Ablage oder legen Sie eine neue an; die Workbench startet dann damit neu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New store</source>
        <translation>Neue Ablage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SQLite stores (*.sqlite *.db)</source>
        <translation>SQLite-Ablagen (*.sqlite *.db)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open store</source>
        <translation>Ablage öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQLite stores (*.sqlite *.db);;All files (*)</source>
        <translation>SQLite-Ablagen (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not start %1 again.</source>
        <translation>%1 konnte nicht neu gestartet werden.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Dataset…</source>
        <translation>Datensatz ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open GraphNet samples folder</source>
        <translation>GraphNet-Sample-Ordner öffnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Bundled Samples</source>
        <translation>&amp;Mitgelieferte Samples öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Sample from &amp;Model…</source>
        <translation>Neues Sample aus &amp;Modell…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Benchmark Logs…</source>
        <translation>Benchmark-&amp;Logs importieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;index</source>
        <translation>Neu &amp;indizieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-index (read &amp;all files)</source>
        <translation>Neu indizieren (&amp;alle Dateien lesen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About GraphNet Workbench</source>
        <translation>Über GraphNet Workbench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;GraphNet Workbench %1&lt;/b&gt;&lt;p&gt;Browse, benchmark and analyse GraphNet computation graphs.&lt;/p&gt;&lt;p&gt;Store: %2&lt;/p&gt;</source>
        <translation>&lt;b&gt;GraphNet Workbench %1&lt;/b&gt;&lt;p&gt;GraphNet-Berechnungsgraphen durchsuchen, benchmarken und analysieren.&lt;/p&gt;&lt;p&gt;Ablage: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open Dataset</source>
        <translation>Datensatz öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — GraphNet Workbench</source>
        <translation>%1 — GraphNet Workbench</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Run…</source>
        <translation>&amp;Neuer Lauf…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This build has no benchmark engine.</source>
        <translation>Diese Version hat keine Benchmark-Engine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Shown Run</source>
        <translation>Angezeigten Lauf &amp;abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume Interrupted Runs</source>
        <translation>Unterbrochene Läufe &amp;fortsetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Run &amp;History</source>
        <translation>Lauf&amp;historie zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes when the workbench starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start der Workbench.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This build has no benchmark engine (LibTorch).</source>
        <translation>Diese Version hat keine Benchmark-Engine (LibTorch).</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Import test_compiler logs</source>
        <translation>test_compiler-Logs importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation>Logs (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-307"/>
        <location line="+23"/>
        <location line="+10"/>
        <location line="+252"/>
        <source>Store: %1</source>
        <translation>Datenspeicher: %1</translation>
    </message>
</context>
<context>
    <name>gnw::ui::MetaTableModel</name>
    <message>
        <location filename="../widgets/sample/MetaTableModel.cpp" line="+11"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shape</source>
        <translation>Shape</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DType</source>
        <translation>DType</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Numel</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Std</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Total: %n tensor(s)</source>
        <translation>
            <numerusform>Gesamt: %n Tensor</numerusform>
            <numerusform>Gesamt: %n Tensoren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::NewRunDialog</name>
    <message>
        <location filename="../widgets/run/NewRunDialog.cpp" line="+57"/>
        <source>New Run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selected in the browser</source>
        <translation>Im Browser ausgewählt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category or tag:</source>
        <translation>Kategorie oder Tag:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Current filter</source>
        <translation>Aktueller Filter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All samples of the dataset</source>
        <translation>Alle Samples des Datensatzes</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Backends (one run each, same seed and samples)</source>
        <translation>Backends (je ein Lauf, gleicher Seed und gleiche Samples)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Backend options as a JSON object, e.g. {&quot;mode&quot;: &quot;max-autotune&quot;}</source>
        <translation>Backend-Optionen als JSON-Objekt, z. B. {&quot;mode&quot;: &quot;max-autotune&quot;}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>interleaved (eager and backend trials alternate)</source>
        <translation>verschränkt (Eager- und Backend-Messungen abwechselnd)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>upstream (as test_compiler: all eager trials, then the backend&apos;s)</source>
        <translation>upstream (wie test_compiler: erst alle Eager-Messungen, dann die des Backends)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>blocks (blocks of ~50 ms alternate; interval from the block pairs)</source>
        <translation>Blöcke (Blöcke von ~50 ms wechseln sich ab; Intervall aus den Blockpaaren)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each sample measured this many times, each time in fresh processes, the run going over all its samples once per repeat. The result is the median over the repeats and its interval comes from their spread, so that it holds for another run; a single run&apos;s interval covers one process only.</source>
        <translation>Jedes Sample wird so oft gemessen, jedes Mal in neuen Prozessen; der Lauf geht je Wiederholung einmal über alle Samples. Das Ergebnis ist der Median über die Wiederholungen, sein Intervall kommt aus ihrer Streuung und gilt so auch für einen anderen Lauf; das Intervall eines einzelnen Laufs deckt nur einen Prozess ab.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>default interpreter</source>
        <translation>Standard-Interpreter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring</source>
        <translation>Messung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Protocol:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm-up calls:</source>
        <translation>Aufwärmaufrufe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed trials:</source>
        <translation>Gemessene Durchläufe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeats:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum timed time:</source>
        <translation>Mindestmesszeit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout per sample:</source>
        <translation>Zeitlimit pro Sample:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fluctuation guard:</source>
        <translation>Schwankungsschutz:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python for compiler backends:</source>
        <translation>Python für Compiler-Backends:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on</source>
        <translation>Ausführen auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm cluster (job array)</source>
        <translation>Slurm-Cluster (Job-Array)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sbatch is not on PATH: no Slurm cluster to submit to.</source>
        <translation>sbatch ist nicht im PATH: kein Slurm-Cluster zum Einreichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster&apos;s default</source>
        <translation>Standard des Clusters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. gpu:1</source>
        <translation>z. B. gpu:1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 01:00:00</source>
        <translation>z. B. 01:00:00</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shards:</source>
        <translation>Shards:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition:</source>
        <translation>Partition:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs (gres):</source>
        <translation>GPUs (gres):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit per shard:</source>
        <translation>Zeitlimit je Shard:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name and notes</source>
        <translation>Name und Notizen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default: &lt;backend&gt; on &lt;device&gt; &lt;time&gt;</source>
        <translation>Standard: &lt;Backend&gt; on &lt;Gerät&gt; &lt;Zeit&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>Selected in the browser (%n)</source>
        <translation>
            <numerusform>Im Browser ausgewählt (%n)</numerusform>
            <numerusform>Im Browser ausgewählt (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Current filter “%1” (%n)</source>
        <translation>
            <numerusform>Aktueller Filter „%1“ (%n)</numerusform>
            <numerusform>Aktueller Filter „%1“ (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>All samples of the dataset (%n)</source>
        <translation>
            <numerusform>Alle Samples des Datensatzes (%n)</numerusform>
            <numerusform>Alle Samples des Datensatzes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Choose at least one backend.</source>
        <translation>Mindestens ein Backend wählen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Backend %1 is not available: %2</source>
        <translation>Backend %1 ist nicht verfügbar: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Backend options, character %1: %2</source>
        <translation>Backend-Optionen, Zeichen %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend options must be a JSON object ({…}).</source>
        <translation>Backend-Optionen müssen ein JSON-Objekt sein ({…}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen scope has no samples.</source>
        <translation>Die gewählte Auswahl enthält keine Samples.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Backend %1 runs %2 samples; the chosen scope has none.</source>
        <translation>Backend %1 führt %2-Samples aus; die gewählte Auswahl enthält keine.</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>A phase whose trial times have IQR/median above this is noisy; 0 turns the check off.</source>
        <translation>Eine Phase, deren Messzeiten ein IQR/Median über diesem Wert haben, ist verrauscht; 0 schaltet die Prüfung ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>re-measure, then keep it flagged noisy</source>
        <translation>neu messen, dann als verrauscht markiert behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fail it (upstream&apos;s guard, class fluctuation)</source>
        <translation>fehlschlagen lassen (Upstream-Schutz, Klasse fluctuation)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A noisy phase&apos;s trials are taken again, at most three times; a result still noisy is kept with the noisy flag and its IQR/median.</source>
        <translation>Die Messungen einer verrauschten Phase werden bis zu dreimal wiederholt; ein weiterhin verrauschtes Ergebnis wird mit der Markierung „verrauscht“ und seinem IQR/Median behalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as upstream&apos;s test_compiler (grad on, its dynamo flags, default device)</source>
        <translation>wie Upstreams test_compiler (Gradienten an, seine Dynamo-Flags, Standardgerät)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strict (no_grad, torch&apos;s dynamo defaults, no default device)</source>
        <translation>streng (no_grad, Dynamo-Voreinstellungen von torch, kein Standardgerät)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the Python bridge runs model.py for torch.compile, TVM and other Python backends. Upstream&apos;s choices make its speedups, and ours comparable with them; each is recorded with every result.</source>
        <translation>Wie die Python-Brücke model.py für torch.compile, TVM und andere Python-Backends ausführt. Upstreams Wahl bestimmt seine Speedups und macht unsere mit ihnen vergleichbar; jede wird mit jedem Ergebnis gespeichert.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>When noisy:</source>
        <translation>Bei Rauschen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python semantics:</source>
        <translation>Python-Semantik:</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>After the timed trials, more until the timed calls add up to this (upstream protocol: each side half of it; interleaved: both sides&apos; pairs together; at most 200); 0 takes exactly the trials.</source>
        <translation>Nach den gemessenen Durchläufen weitere, bis die gemessenen Aufrufe zusammen so lange dauern (Upstream-Protokoll: jede Seite die Hälfte; verschränkt: die Paare beider Seiten zusammen; höchstens 200); 0 nimmt genau die Durchläufe.</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Create the environment of %1…</source>
        <translation>Umgebung von %1 anlegen…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: environment created (offered the next time New Run opens)</source>
        <translation>%1: Umgebung angelegt (wird beim nächsten Öffnen von „Neuer Lauf“ angeboten)</translation>
    </message>
</context>
<context>
    <name>gnw::ui::NewSampleDialog</name>
    <message>
        <location filename="../widgets/extract/NewSampleDialog.cpp" line="+36"/>
        <source>Static shapes (torch.compile(dynamic=False); upstream&apos;s default is dynamic)</source>
        <translation>Statische Formen (torch.compile(dynamic=False); upstreams Vorgabe ist dynamisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extract</source>
        <translation>Extrahieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel Extraction</source>
        <translation>Extraktion abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New Sample from Model</source>
        <translation>Neues Sample aus Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Python file whose factory returns a torch.nn.Module and its inputs</source>
        <translation>eine Python-Datei, deren Factory ein torch.nn.Module und seine Eingaben liefert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The function in the model file that returns (module, example inputs)</source>
        <translation>Die Funktion in der Modelldatei, die (Modul, Beispieleingaben) liefert</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model file:</source>
        <translation>Modelldatei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Factory:</source>
        <translation>Factory:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output folder:</source>
        <translation>Ausgabeordner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample name:</source>
        <translation>Sample-Name:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The extraction&apos;s report: whether the captured graphs reproduce the model, and each written sample&apos;s errors and warnings with file and line.</source>
        <translation>Der Bericht der Extraktion: ob die erfassten Graphen das Modell reproduzieren, und die Fehler und Warnungen jedes geschriebenen Samples mit Datei und Zeile.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Model File</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python files (*.py)</source>
        <translation>Python-Dateien (*.py)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Output Folder</source>
        <translation>Ausgabeordner</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This build has no extraction engine (LibTorch and the Python bridge).</source>
        <translation>Dieser Build hat keine Extraktions-Engine (LibTorch und die Python-Bridge).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the model file (a Python file).</source>
        <translation>Wählen Sie die Modelldatei (eine Python-Datei).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The factory, the output folder and the sample name are needed.</source>
        <translation>Factory, Ausgabeordner und Sample-Name werden benötigt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Extracting %1 from %2…</source>
        <translation>Extrahiere %1 aus %2…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The extraction failed.</source>
        <translation>Die Extraktion schlug fehl.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Extracted %n sample(s); every check holds.</source>
        <translation>
            <numerusform>%n Sample(s) extrahiert; jede Prüfung besteht.</numerusform>
            <numerusform>%n Sample(s) extrahiert; jede Prüfung besteht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Extracted %n sample(s) with findings: see the report.</source>
        <translation>
            <numerusform>%n Sample(s) mit Befunden extrahiert: siehe Bericht.</numerusform>
            <numerusform>%n Sample(s) mit Befunden extrahiert: siehe Bericht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::NodeDetailsModel</name>
    <message>
        <location filename="../widgets/graph/NodeDetailsModel.cpp" line="+62"/>
        <source>Returns</source>
        <translation>Rückgabewerte</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>Target</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+89"/>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>defines</source>
        <translation>definiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output shape</source>
        <translation>Ausgabe-Shape</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+64"/>
        <source>module path</source>
        <translation>Modulpfad</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+2"/>
        <location line="+61"/>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>drawn in</source>
        <translation>dargestellt in</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotation</source>
        <translation>Annotation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape</source>
        <translation>Shape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (line %1)</source>
        <translation> (Zeile %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used by</source>
        <translation>Verwendet von</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>members</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 nodes, %2 groups</source>
        <translation>%1 Knoten, %2 Gruppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Op classes</source>
        <translation>Op-Klassen</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 drawn, %2 in forward()</source>
        <translation>%1 dargestellt, %2 in forward()</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edges</source>
        <translation>Kanten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>module groups</source>
        <translation>Modulgruppen</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>gnw::ui::NodeOverlay</name>
    <message>
        <location filename="../widgets/graph/NodeOverlay.cpp" line="+57"/>
        <source>share of the nodes&apos; eager time</source>
        <translation>Anteil an der Eager-Zeit der Knoten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>speedup per range against eager</source>
        <translation>Beschleunigung je Bereich gegenüber Eager</translation>
    </message>
</context>
<context>
    <name>gnw::ui::NoticeBar</name>
    <message>
        <location filename="../widgets/common/NoticeBar.cpp" line="+38"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
</context>
<context>
    <name>gnw::ui::OpHistogramChart</name>
    <message>
        <location filename="../widgets/graph/OpHistogramChart.cpp" line="+46"/>
        <source>Op histogram</source>
        <translation>Op-Histogramm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Top %1 of %2 op targets</source>
        <translation>Top %1 von %2 Op-Targets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op targets (%1)</source>
        <translation>Op-Targets (%1)</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ProfilePanel</name>
    <message>
        <location filename="../widgets/profile/ProfilePanel.cpp" line="+32"/>
        <source>Profile Eager Time</source>
        <translation>Eager-Zeit profilieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour the graph</source>
        <translation>Graphen einfärben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Times every node of this sample eagerly: a torch sample in the C++ interpreter (LibTorch eager, the baseline of nope and aot-inductor), a Paddle sample in Paddle dygraph. Whole calls alone alternate with calls that read a clock before every node (graphnet-bench profile).</source>
        <translation>Misst jeden Knoten dieses Samples eager: ein torch-Sample im C++-Interpreter (LibTorch eager, die Basis von nope und aot-inductor), ein Paddle-Sample in Paddle dygraph. Ganze Aufrufe allein wechseln sich mit Aufrufen ab, die vor jedem Knoten eine Uhr lesen (graphnet-bench profile).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C++ interpreter (nope, aot-inductor)</source>
        <translation>C++-Interpreter (nope, aot-inductor)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python eager (inductor, tvm, … in the bridge)</source>
        <translation>Python eager (inductor, tvm, … in der Bridge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which eager to profile: the baseline of the native backends or of the bridge backends. A Paddle sample is profiled in Paddle dygraph.</source>
        <translation>Welches Eager profiliert wird: die Basis der nativen Backends oder der Bridge-Backends. Ein Paddle-Sample wird in Paddle dygraph profiliert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>trials: </source>
        <translation>Versuche: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls of each kind; a node&apos;s time is its median over them</source>
        <translation>Aufrufe jeder Art; die Zeit eines Knotens ist ihr Median darüber</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hot spots</source>
        <translation>Hotspots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline per op</source>
        <translation>Roofline je Op</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Eager profile</source>
        <translation>Eager-Profil</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Profiling needs the engine (a build with LibTorch).</source>
        <translation>Das Profilieren braucht die Engine (einen Build mit LibTorch).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where does the eager time of this sample go? Profile it to colour the graph by each node&apos;s share.</source>
        <translation>Wohin geht die Eager-Zeit dieses Samples? Profilieren Sie es, um den Graphen nach dem Anteil jedes Knotens einzufärben.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Profiling %1…</source>
        <translation>Profiliere %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Profiling %1: %2</source>
        <translation>Profiliere %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The profile did not run: %1</source>
        <translation>Das Profil lief nicht: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Baseline: %1 on %2, %3 trials. Whole call %4 ms (measured alone), nodes&apos; sum %5 ms (%6% of it, not rescaled), %7 nodes.%8</source>
        <translation>Basis: %1 auf %2, %3 Versuche. Ganzer Aufruf %4 ms (allein gemessen), Summe der Knoten %5 ms (%6% davon, nicht skaliert), %7 Knoten.%8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> No calibration of this machine in the store: no roofs (Analysis → Roofline → Calibrate This Machine).</source>
        <translation> Keine Kalibrierung dieser Maschine im Speicher: keine Dächer (Analyse → Roofline → Diese Maschine kalibrieren).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Eager time per node, median over the trials, not rescaled; baseline: %1</source>
        <translation>Eager-Zeit je Knoten, Median über die Versuche, nicht skaliert; Basis: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Eager profile (%1)</source>
        <translation>Eager-Profil (%1)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>eager, per op</source>
        <translation>eager, je Op</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ProfileTableModel</name>
    <message>
        <location filename="../widgets/profile/ProfileTableModel.cpp" line="+9"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eager ms</source>
        <translation>Eager ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFLOP</source>
        <translation>MFLOP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of roof</source>
        <translation>Vom Dach</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 = %2 (line %3)
module: %4</source>
        <translation>%1 = %2 (Zeile %3)
Modul: %4</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RooflineChart</name>
    <message>
        <location filename="../widgets/charts/RooflineChart.cpp" line="+19"/>
        <source>uncategorised</source>
        <translation>ohne Kategorie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>Arithmetische Intensität (FLOP/Byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved GFLOP/s</source>
        <translation>erreichte GFLOP/s</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1 (%2), %3 thread(s); roof from graphnet-bench calibrate, %4</source>
        <translation>%1 (%2), %3 Thread(s); Dach aus graphnet-bench calibrate, %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no calibration of this hardware in the store: the roof is missing (Calibrate…)</source>
        <translation>keine Kalibrierung dieser Hardware im Speicher: das Dach fehlt (Kalibrieren…)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>roof: %1, %2</source>
        <translation>Dach: %1, %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 FLOP/byte (%2 GFLOP, %3 MB)</source>
        <translation>%1 FLOP/Byte (%2 GFLOP, %3 MB)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>, %1% of the roof</source>
        <translation>, %1 % des Dachs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compiled</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory-bound here</source>
        <translation>hier speichergebunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>compute-bound here</source>
        <translation>hier rechengebunden</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RooflinePanel</name>
    <message>
        <location filename="../widgets/analysis/RooflinePanel.cpp" line="+39"/>
        <source>Calibrate This Machine</source>
        <translation>Diese Maschine kalibrieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measures this machine&apos;s peak GEMM FLOP/s and memory bandwidth (seconds; waits for a running benchmark) and keeps them in the store as the roof.</source>
        <translation>Misst die GEMM-Spitzenleistung (FLOP/s) und die Speicherbandbreite dieser Maschine (Sekunden; wartet auf einen laufenden Benchmark) und legt sie als Dach im Speicher ab.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Calibrating %1 (waits for a running benchmark)…</source>
        <translation>Kalibriere %1 (wartet auf einen laufenden Benchmark)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Calibration failed: %1</source>
        <translation>Kalibrierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; calibrated: %1</source>
        <translation>; kalibriert: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n result(s) without a FLOP/byte estimate (index the dataset into this store to place them)</source>
        <translation>
            <numerusform>; %n Ergebnis ohne FLOP/Byte-Schätzung (den Datensatz in diesen Speicher indizieren, um es einzutragen)</numerusform>
            <numerusform>; %n Ergebnisse ohne FLOP/Byte-Schätzung (den Datensatz in diesen Speicher indizieren, um sie einzutragen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunHistoryModel</name>
    <message>
        <location filename="../widgets/run/RunHistoryModel.cpp" line="+101"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By status</source>
        <translation>Nach Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S(0)</source>
        <translation>S(0)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ES(3)</source>
        <translation>ES(3)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunListModel</name>
    <message>
        <location filename="../widgets/analysis/RunListModel.cpp" line="+68"/>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunMonitor</name>
    <message>
        <location filename="../widgets/run/RunMonitor.cpp" line="+28"/>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hide this notice; the runs stay in the history, where they can be resumed later.</source>
        <translation>Diesen Hinweis ausblenden; die Läufe bleiben im Verlauf und können dort später fortgesetzt werden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The upstream-format log of the shown run appears here as samples finish.</source>
        <translation>Das Log des angezeigten Laufs im upstream-Format erscheint hier, sobald Samples fertig sind.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>queued %1: %2 — %3</source>
        <translation>in Warteschlange %1: %2 — %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>selecting samples</source>
        <translation>Samples werden ausgewählt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no run</source>
        <translation>kein Lauf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%v of %m samples</source>
        <translation>%v von %m Samples</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Run:</source>
        <translation>Lauf:</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>elapsed %1</source>
        <translation>vergangen %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed %1, about %2 left</source>
        <translation>vergangen %1, noch etwa %2</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%1 (run %2, %n result(s))</source>
        <translation>
            <numerusform>%1 (Lauf %2, %n Ergebnis)</numerusform>
            <numerusform>%1 (Lauf %2, %n Ergebnisse)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interrupted before the end: %1. Resume runs the samples that have no result yet.</source>
        <translation>Vor dem Ende unterbrochen: %1. Fortsetzen führt die Samples ohne Ergebnis aus.</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunQueue</name>
    <message>
        <location filename="../widgets/run/RunQueue.cpp" line="+148"/>
        <source>This build has no benchmark engine (LibTorch was not found).</source>
        <translation>Diese Version hat keine Benchmark-Engine (LibTorch wurde nicht gefunden).</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Run %1 failed: %2</source>
        <translation>Lauf %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run %1 %2: %3 run, %4 failed, %5 done earlier.</source>
        <translation>Lauf %1 %2: %3 gelaufen, %4 fehlgeschlagen, %5 schon vorher erledigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunRequest</name>
    <message>
        <location filename="../widgets/run/RunRequest.cpp" line="+56"/>
        <source>resume run %1</source>
        <translation>Lauf %1 fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all samples</source>
        <translation>alle Samples</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n Sample</numerusform>
            <numerusform>%n Samples</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2, %3</source>
        <translation>%1 auf %2, %3</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunSampleModel</name>
    <message>
        <location filename="../widgets/run/RunSampleModel.cpp" line="+79"/>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>running eager</source>
        <translation>eager läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compiling</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timing compiled</source>
        <translation>misst Kompilat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>comparing outputs</source>
        <translation>vergleicht Ausgaben</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 (repeat %2 of %3)</source>
        <translation>%1 (Wiederholung %2 von %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>correct, %1 of %2 repeats</source>
        <translation>korrekt, %1 von %2 Wiederholungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>done earlier</source>
        <translation>schon vorher erledigt</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Sample</source>
        <translation>Sample</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status (class)</source>
        <translation>Status (Klasse)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunsPage</name>
    <message>
        <location filename="../widgets/run/RunsPage.cpp" line="+29"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-run Failed Samples</source>
        <translation>Fehlgeschlagene Samples erneut ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare Two Runs</source>
        <translation>Zwei Läufe vergleichen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Double-click a name or the notes to edit them.</source>
        <translation>Doppelklick auf Name oder Notizen, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Run history&lt;/b&gt;</source>
        <translation>&lt;b&gt;Laufhistorie&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Cluster sweeps&lt;/b&gt; (their shards merge into this store as they finish)</source>
        <translation>&lt;b&gt;Cluster-Sweeps&lt;/b&gt; (ihre Shards werden nach Abschluss in diesen Speicher zusammengeführt)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Delete Run</source>
        <translation>Lauf löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete run “%1” and its %n result(s)? Other runs are not touched.</source>
        <translation>
            <numerusform>Lauf „%1“ und sein %n Ergebnis löschen? Andere Läufe bleiben unberührt.</numerusform>
            <numerusform>Lauf „%1“ und seine %n Ergebnisse löschen? Andere Läufe bleiben unberührt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 (failed re-run)</source>
        <translation>%1 (Wiederholung der fehlgeschlagenen)</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleBrowser</name>
    <message>
        <location filename="../widgets/dataset/SampleBrowser.cpp" line="+22"/>
        <source>Filter by name, tag, model or dtype… (op:NAME, status:failed, backend:NAME)</source>
        <translation>Nach Name, Tag, Modell oder Dtype filtern… (op:NAME, status:failed, backend:NAME)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every word must occur in the sample&apos;s name, tag, model name or dtypes.
op:NAME keeps samples with a node whose target contains NAME, e.g.
op:scaled_dot_product_attention or op:conv2d. Sort by the Nodes and FLOPs columns
(FLOPs are estimated from shapes inferred on meta tensors while indexing).
status:failed, status:correct or status:CLASS keep samples by their result in the run chosen
on the right; backend:NAME keeps samples with a result from backend NAME in any run.</source>
        <translation>Jedes Wort muss im Namen, Tag, Modellnamen oder in den Dtypes des Samples vorkommen.
op:NAME behält Samples mit einem Knoten, dessen Ziel NAME enthält, z. B.
op:scaled_dot_product_attention oder op:conv2d. Nach den Spalten Knoten und FLOPs sortieren
(FLOPs werden beim Indizieren aus auf Meta-Tensoren abgeleiteten Formen geschätzt).
status:failed, status:correct oder status:KLASSE behalten Samples nach ihrem Ergebnis im rechts
gewählten Lauf; backend:NAME behält Samples mit einem Ergebnis von Backend NAME in irgendeinem Lauf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run whose status and speedup the table shows</source>
        <translation>Der Lauf, dessen Status und Speedup die Tabelle zeigt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Results of:</source>
        <translation>Ergebnisse von:</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no run</source>
        <translation>kein Lauf</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 of %2 samples</source>
        <translation>%1 von %2 Samples</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleExtractionService</name>
    <message>
        <location filename="../widgets/extract/SampleExtractionService.cpp" line="+36"/>
        <source>The captured graphs reproduce the model&apos;s outputs.</source>
        <translation>Die erfassten Graphen reproduzieren die Ausgaben des Modells.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The captured graphs do NOT reproduce the model&apos;s outputs.</source>
        <translation>Die erfassten Graphen reproduzieren die Ausgaben des Modells NICHT.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  model.py, loaded back, reproduces its graph.</source>
        <translation>  model.py reproduziert, wieder geladen, seinen Graphen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  model.py, loaded back, does NOT reproduce its graph.</source>
        <translation>  model.py reproduziert, wieder geladen, seinen Graphen NICHT.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  Valid: files, sample rules and every node&apos;s shapes check out.</source>
        <translation>  Gültig: Dateien, Sample-Regeln und die Formen jedes Knotens stimmen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  error: %1</source>
        <translation>  Fehler: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  warning: %1</source>
        <translation>  Warnung: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>graphnet-bench extract answered something that is not its report: %1</source>
        <translation>graphnet-bench extract antwortete mit etwas, das nicht sein Bericht ist: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the extraction wrote no sample</source>
        <translation>die Extraktion schrieb kein Sample</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleListModel</name>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="+26"/>
        <source>%1 nodes; shapes and FLOPs not analysed</source>
        <translation>%1 Knoten; Shapes und FLOPs nicht analysiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unresolved: %1</source>
        <translation>nicht aufgelöst: %1</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Sample</source>
        <translation>Sample</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Params</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model.py</source>
        <translation>model.py</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DTypes</source>
        <translation>Datentypen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleOutcomeModel</name>
    <message>
        <location filename="../widgets/analysis/SampleOutcomeModel.cpp" line="+14"/>
        <source>Sample</source>
        <translation>Sample</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failure class</source>
        <translation>Fehlerklasse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SamplePage</name>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="+39"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights &amp;&amp; inputs</source>
        <translation>Gewichte &amp;&amp; Eingaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <location line="+10"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location line="-157"/>
        <location line="+139"/>
        <source>model.py</source>
        <translation>model.py</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 tensors</source>
        <translation>%1 Tensoren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source># cannot read %1: %2</source>
        <translation># %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Invalid sample:</source>
        <translation>Ungültiges Sample:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample</source>
        <translation>Sample</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heuristic tag</source>
        <translation>Heuristischer Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inputs / weights</source>
        <translation>Eingaben / Gewichte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input bytes</source>
        <translation>Eingabe-Bytes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bytes per dtype</source>
        <translation>Bytes pro Datentyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Graph hash</source>
        <translation>Graph-Hash</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 nodes, %2 distinct ops: %3</source>
        <translation>%1 Knoten, %2 verschiedene Ops: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>FLOPs / bytes</source>
        <translation>FLOPs / Bytes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unresolved targets</source>
        <translation>Nicht aufgelöste Targets</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>… %1 more</source>
        <translation>… %1 weitere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference errors</source>
        <translation>Inferenzfehler</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleResultsModel</name>
    <message>
        <location filename="../widgets/sample/SampleResultsTab.cpp" line="+91"/>
        <source>%1 graph break(s), %2 recompile(s)</source>
        <translation>%1 Graph-Unterbrechung(en), %2 Neukompilierung(en)</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eager (ms)</source>
        <translation>Eager (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend (ms)</source>
        <translation>Backend (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compile (ms)</source>
        <translation>Kompilieren (ms)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph breaks</source>
        <translation>Graph-Unterbrechungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleResultsTab</name>
    <message>
        <location line="+97"/>
        <source>Slowdown Map…</source>
        <translation>Verlangsamungskarte…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time the selected result&apos;s backend on each module group of the sample and colour the graph by the speedups</source>
        <translation>Das Backend des gewählten Ergebnisses auf jeder Modulgruppe des Samples messen und den Graphen nach den Beschleunigungen einfärben</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Locate Fault…</source>
        <translation>Fehler lokalisieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find the first operator the selected result&apos;s backend gets wrong (docs/fault-localisation.md)</source>
        <translation>Den ersten Operator finden, den das Backend des gewählten Ergebnisses falsch berechnet (docs/fault-localisation.md)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Run This Sample Now…</source>
        <translation>Dieses Sample jetzt ausführen…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>No run has a result for this sample yet.</source>
        <translation>Noch kein Lauf hat ein Ergebnis für dieses Sample.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n result(s) in the store.</source>
        <translation>
            <numerusform>%n Ergebnis im Speicher.</numerusform>
            <numerusform>%n Ergebnisse im Speicher.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::ScoreChart</name>
    <message>
        <location filename="../widgets/charts/ScoreChart.cpp" line="+87"/>
        <source>; shaded: 95% bootstrap band</source>
        <translation>; schattiert: 95-%-Bootstrap-Band</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 (aggregated)</source>
        <translation>%1 (aggregiert)</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, t = %2&lt;br&gt;%3 = %4 (aggregated %5)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, t = %2&lt;br&gt;%3 = %4 (aggregiert %5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;br&gt;&lt;i&gt;correctness frozen at t = 1&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Korrektheit bei t = 1 eingefroren&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;%1 samples: %2 correct (%3 slower than eager), %4 failed</source>
        <translation>&lt;br&gt;%1 Samples: %2 korrekt (%3 langsamer als Eager), %4 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;br&gt;%1 failures tolerated at t = %2</source>
        <translation>&lt;br&gt;%1 Fehler bei t = %2 toleriert</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SlowdownMapDialog</name>
    <message>
        <location filename="../widgets/fault/SlowdownMapDialog.cpp" line="+21"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour the graph</source>
        <translation>Graphen einfärben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowdown map: %1 with %2</source>
        <translation>Verlangsamungskarte: %1 mit %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Operators</source>
        <translation>Operatoren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eager ms</source>
        <translation>Eager ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compiled ms</source>
        <translation>Kompiliert ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Timing each module group of %1 in isolation with %2 (the run&apos;s warm-up and trials)…</source>
        <translation>Messe jede Modulgruppe von %1 einzeln mit %2 (Aufwärmen und Messungen des Laufs)…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Whole sample (%1 operators): eager %2 ms, compiled %3 ms, speedup %4. %5 backend runs, %6 s. Small ranges pay the backend&apos;s per-call overhead alone.</source>
        <translation>Ganzes Sample (%1 Operatoren): eager %2 ms, kompiliert %3 ms, Beschleunigung %4. %5 Backend-Läufe, %6 s. Kleine Bereiche tragen den Aufrufaufwand des Backends allein.</translation>
    </message>
</context>
<context>
    <name>gnw::ui::StatusChangeModel</name>
    <message>
        <location filename="../widgets/analysis/StatusChangeModel.cpp" line="+11"/>
        <source>Sample</source>
        <translation>Sample</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status A</source>
        <translation>Status A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status B</source>
        <translation>Status B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup A</source>
        <translation>Speedup A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup B</source>
        <translation>Speedup B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message (B)</source>
        <translation>Meldung (B)</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SummaryPanel</name>
    <message>
        <location filename="../widgets/analysis/SummaryPanel.cpp" line="+39"/>
        <source>Per category</source>
        <translation>Pro Kategorie</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Base run</source>
        <translation>Basislauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy Table</source>
        <translation>Tabelle kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the summary, categories and samples as Markdown, LaTeX or CSV</source>
        <translation>Zusammenfassung, Kategorien und Samples als Markdown, LaTeX oder CSV kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Markdown</source>
        <translation>Markdown kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy LaTeX</source>
        <translation>LaTeX kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy CSV</source>
        <translation>CSV kopieren</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 and %2 were measured under different settings: %3</source>
        <translation>%1 und %2 wurden unter verschiedenen Einstellungen gemessen: %3</translation>
    </message>
</context>
<context>
    <name>gnw::ui::Translations</name>
    <message>
        <location filename="../widgets/common/Translations.cpp" line="+30"/>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ViolinChart</name>
    <message>
        <location filename="../widgets/charts/ViolinChart.cpp" line="+99"/>
        <location line="+54"/>
        <source>No Speedup (Baseline)</source>
        <translation>Kein Speedup (Baseline)</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>status-correct samples with a positive speedup</source>
        <translation>Samples mit korrektem Status und positivem Speedup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every sample with a positive speedup</source>
        <translation>Alle Samples mit positivem Speedup</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+18"/>
        <source>Interquartile Range (IQR)</source>
        <translation>Interquartilsabstand (IQR)</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+14"/>
        <source>Median Speedup</source>
        <translation>Median-Speedup</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 samples; median speedup %3× (log2 %4)&lt;br&gt;IQR of log2(speedup): [%5, %6]&lt;br&gt;KDE bandwidth (Silverman): %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 Samples; Median-Speedup %3× (log2 %4)&lt;br&gt;IQR von log2(Speedup): [%5, %6]&lt;br&gt;KDE-Bandbreite (Silverman): %7</translation>
    </message>
</context>
</TS>
