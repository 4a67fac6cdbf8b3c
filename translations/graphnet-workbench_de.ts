<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CategoryTreeModel</name>
    <message>
        <location filename="../widgets/dataset/CategoryTreeModel.cpp" line="21"/>
        <location filename="../widgets/dataset/CategoryTreeModel.cpp" line="27"/>
        <source>Samples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/CategoryTreeModel.cpp" line="28"/>
        <source>All samples</source>
        <translation>Alle Beispiele</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/CategoryTreeModel.cpp" line="55"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
</context>
<context>
    <name>CodeEditor</name>
    <message>
        <location filename="../widgets/common/CodeEditor.cpp" line="31"/>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <location filename="../widgets/common/CodeEditor.cpp" line="34"/>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../widgets/common/CodeEditor.cpp" line="36"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../widgets/common/CodeEditor.cpp" line="95"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
</context>
<context>
    <name>DatasetDock</name>
    <message>
        <location filename="../widgets/dataset/DatasetDock.cpp" line="11"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/DatasetDock.cpp" line="14"/>
        <source>By source folder</source>
        <translation>Nach Quellordner</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/DatasetDock.cpp" line="15"/>
        <source>By heuristic tag</source>
        <translation>Nach heuristischem Tag</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/DatasetDock.cpp" line="16"/>
        <source>By framework</source>
        <translation>Nach Framework</translation>
    </message>
</context>
<context>
    <name>DatasetSession</name>
    <message>
        <location filename="../widgets/dataset/DatasetSession.cpp" line="87"/>
        <source>%1 samples (%2 invalid), %3 read, %4 unchanged in %5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dataset/DatasetSession.cpp" line="93"/>
        <source>Indexing cancelled: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobStatusWidget</name>
    <message>
        <location filename="../widgets/common/JobStatusWidget.cpp" line="13"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>JsonTreeModel</name>
    <message>
        <location filename="../widgets/sample/JsonTreeModel.cpp" line="35"/>
        <location filename="../widgets/sample/JsonTreeModel.cpp" line="40"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../widgets/sample/JsonTreeModel.cpp" line="35"/>
        <location filename="../widgets/sample/JsonTreeModel.cpp" line="40"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="52"/>
        <source>GraphNet Workbench</source>
        <translation>GraphNet Workbench</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="65"/>
        <source>Indexing %1…</source>
        <translation>Indiziere %1…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="74"/>
        <source>Store</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="97"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="98"/>
        <source>&amp;Open Dataset…</source>
        <translation>Datensatz ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="99"/>
        <source>Open GraphNet samples folder</source>
        <translation>GraphNet-Beispielordner öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="103"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="104"/>
        <source>Open &amp;Bundled Samples</source>
        <translation>&amp;Mitgelieferte Beispiele öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="106"/>
        <source>Re-&amp;index</source>
        <translation>Neu &amp;indizieren</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="107"/>
        <source>Re-index (read &amp;all files)</source>
        <translation>Neu indizieren (&amp;alle Dateien lesen)</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="110"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="112"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="114"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="115"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="116"/>
        <source>About GraphNet Workbench</source>
        <translation>Über GraphNet Workbench</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="117"/>
        <source>&lt;b&gt;GraphNet Workbench %1&lt;/b&gt;&lt;p&gt;Browse, benchmark and analyse GraphNet computation graphs.&lt;/p&gt;&lt;p&gt;Store: %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="128"/>
        <source>Open Dataset</source>
        <translation>Datensatz öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="128"/>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="135"/>
        <source>%1 — GraphNet Workbench</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetaTableModel</name>
    <message>
        <location filename="../widgets/sample/MetaTableModel.cpp" line="66"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../widgets/sample/MetaTableModel.cpp" line="66"/>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sample/MetaTableModel.cpp" line="91"/>
        <source>Total: %n tensor(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SampleBrowser</name>
    <message>
        <location filename="../widgets/dataset/SampleBrowser.cpp" line="19"/>
        <source>Filter by name, tag, model or dtype…</source>
        <translation>Nach Name, Tag, Modell oder Datentyp filtern…</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleBrowser.cpp" line="69"/>
        <source>%1 of %2 samples</source>
        <translation>%1 von %2 Beispielen</translation>
    </message>
</context>
<context>
    <name>SampleListModel</name>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="99"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="99"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="111"/>
        <source>Sample</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="112"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="113"/>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="114"/>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="115"/>
        <source>Params</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="116"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="117"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="118"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="119"/>
        <source>model.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="120"/>
        <source>DTypes</source>
        <translation>Datentypen</translation>
    </message>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="121"/>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
</context>
<context>
    <name>SamplePage</name>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="33"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="34"/>
        <source>Weights &amp;&amp; inputs</source>
        <translation>Gewichte &amp;&amp; Eingaben</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="35"/>
        <location filename="../widgets/sample/SamplePage.cpp" line="155"/>
        <source>model.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="116"/>
        <source>%1 tensors</source>
        <translation>%1 Tensoren</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="120"/>
        <source># cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="140"/>
        <source>Invalid sample:</source>
        <translation>Ungültiges Beispiel:</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="141"/>
        <source>Sample</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="142"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="143"/>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="144"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="145"/>
        <source>Heuristic tag</source>
        <translation>Heuristischer Tag</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="145"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="146"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="147"/>
        <source>Model name</source>
        <translation>Modellname</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="148"/>
        <source>Inputs / weights</source>
        <translation>Eingaben / Gewichte</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="149"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="150"/>
        <source>Input bytes</source>
        <translation>Eingabe-Bytes</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="154"/>
        <source>Bytes per dtype</source>
        <translation>Bytes pro Datentyp</translation>
    </message>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="156"/>
        <source>Graph hash</source>
        <translation>Graph-Hash</translation>
    </message>
</context>
</TS>
