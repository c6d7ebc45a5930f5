<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardBrowser</name>
    <message numerus="yes">
        <location filename="../../desktop/browser.py" line="348"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionPage</name>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="154"/>
        <source>%n different card(s)</source>
        <translation>
            <numerusform>%n different card</numerusform>
            <numerusform>%n different cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="155"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n copy</numerusform>
            <numerusform>%n copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="156"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="197"/>
        <source>%n row(s) read</source>
        <translation>
            <numerusform>%n row read</numerusform>
            <numerusform>%n rows read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="198"/>
        <source>%n card(s) changed</source>
        <translation>
            <numerusform>%n card changed</numerusform>
            <numerusform>%n cards changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="199"/>
        <source>%n row(s) not matched</source>
        <translation>
            <numerusform>%n row not matched</numerusform>
            <numerusform>%n rows not matched</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckDocument</name>
    <message numerus="yes">
        <location filename="../../desktop/deckdoc.py" line="192"/>
        <source>Add %n card(s)</source>
        <translation>
            <numerusform>Add %n card</numerusform>
            <numerusform>Add %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckdoc.py" line="210"/>
        <source>Remove %n card(s)</source>
        <translation>
            <numerusform>Remove %n card</numerusform>
            <numerusform>Remove %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckIO</name>
    <message numerus="yes">
        <location filename="../../desktop/deckio.py" line="80"/>
        <source>%n rule problem(s)</source>
        <translation>
            <numerusform>%n rule problem</numerusform>
            <numerusform>%n rule problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckio.py" line="82"/>
        <source>%n line(s) not matched</source>
        <translation>
            <numerusform>%n line not matched</numerusform>
            <numerusform>%n lines not matched</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckio.py" line="83"/>
        <source>Imported “%1” from %2. %n line(s) not matched and left out:</source>
        <translation>
            <numerusform>Imported “%1” from %2. %n line not matched and left out:</numerusform>
            <numerusform>Imported “%1” from %2. %n lines not matched and left out:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckOdds</name>
    <message numerus="yes">
        <location filename="../../desktop/deckodds.py" line="102"/>
        <source>%n matching card(s) in the deck</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../desktop/mainwindow.py" line="333"/>
        <source>%n file(s) could not be imported; nothing was stored from them:</source>
        <translation>
            <numerusform>%n file could not be imported; nothing was stored from it:</numerusform>
            <numerusform>%n files could not be imported; nothing was stored from them:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlacementText</name>
    <message numerus="yes">
        <location filename="../../desktop/deckplacing.py" line="55"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetEditorWindow</name>
    <message numerus="yes">
        <location filename="../../desktop/editor/actions.py" line="129"/>
        <source>Fix the problems first: %n problem(s) in this set.</source>
        <translation>
            <numerusform>Fix the problems first: %n problem in this set.</numerusform>
            <numerusform>Fix the problems first: %n problems in this set.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="341"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="342"/>
        <source>%n picture(s)</source>
        <translation>
            <numerusform>%n picture</numerusform>
            <numerusform>%n pictures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="343"/>
        <source>%n problem(s):</source>
        <translation>
            <numerusform>%n problem:</numerusform>
            <numerusform>%n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="386"/>
        <source> (without its %n picture(s): export as .zip to include them)</source>
        <translation>
            <numerusform> (without its %n picture: export as .zip to include it)</numerusform>
            <numerusform> (without its %n pictures: export as .zip to include them)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetImport</name>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="35"/>
        <source>%n card(s) added</source>
        <translation>
            <numerusform>%n card added</numerusform>
            <numerusform>%n cards added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="37"/>
        <source>%n added</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="38"/>
        <source>%n updated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="39"/>
        <source>%n removed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message numerus="yes">
        <location filename="../../desktop/settings_page.py" line="131"/>
        <source>%n card picture(s) found in this folder.</source>
        <translation>
            <numerusform>%n card picture found in this folder.</numerusform>
            <numerusform>%n card pictures found in this folder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="65"/>
        <source>Put %n card(s) from your hand into the waiting room.</source>
        <translation>
            <numerusform>Put %n card from your hand into the waiting room.</numerusform>
            <numerusform>Put %n cards from your hand into the waiting room.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="67"/>
        <source>Put %n card(s) from your hand into the trash.</source>
        <translation>
            <numerusform>Put %n card from your hand into the trash.</numerusform>
            <numerusform>Put %n cards from your hand into the trash.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="73"/>
        <source>Choose %n card(s) from your hand to put into energy.</source>
        <translation>
            <numerusform>Choose %n card from your hand to put into energy.</numerusform>
            <numerusform>Choose %n cards from your hand to put into energy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="131"/>
        <source>Graze: put the top %n card(s) of your deck into your nodes, sleeping?</source>
        <translation>
            <numerusform>Graze: put the top %n card of your deck into your nodes, sleeping?</numerusform>
            <numerusform>Graze: put the top %n cards of your deck into your nodes, sleeping?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViolationList</name>
    <message numerus="yes">
        <location filename="../../desktop/deckviews.py" line="344"/>
        <source>Cannot be played: %n card(s) no longer in the card database</source>
        <translation>
            <numerusform>Cannot be played: %n card no longer in the card database</numerusform>
            <numerusform>Cannot be played: %n cards no longer in the card database</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckviews.py" line="357"/>
        <source>Not legal: %n problem(s)</source>
        <translation>
            <numerusform>Not legal: %n problem</numerusform>
            <numerusform>Not legal: %n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>deckcounts</name>
    <message numerus="yes">
        <location filename="../../desktop/deckcounts.py" line="19"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckcounts.py" line="28"/>
        <source>%1 + %n in the sideboard</source>
        <translation>
            <numerusform>%1 + %n in the sideboard</numerusform>
            <numerusform>%1 + %n in the sideboard</numerusform>
        </translation>
    </message>
</context>
</TS>
