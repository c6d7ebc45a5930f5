<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardBrowser</name>
    <message numerus="yes">
        <location filename="../../desktop/browser.py" line="339"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecksPage</name>
    <message numerus="yes">
        <location filename="../../desktop/decks_page.py" line="475"/>
        <source>%n rule problem(s)</source>
        <translation>
            <numerusform>%n rule problem</numerusform>
            <numerusform>%n rule problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../desktop/mainwindow.py" line="318"/>
        <source>%n file(s) could not be imported; nothing was stored from them:</source>
        <translation>
            <numerusform>%n file could not be imported; nothing was stored from it:</numerusform>
            <numerusform>%n files could not be imported; nothing was stored from them:</numerusform>
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
    <name>ViolationList</name>
    <message numerus="yes">
        <location filename="../../desktop/deckviews.py" line="334"/>
        <source>Cannot be played: %n card(s) no longer in the card database</source>
        <translation>
            <numerusform>Cannot be played: %n card no longer in the card database</numerusform>
            <numerusform>Cannot be played: %n cards no longer in the card database</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckviews.py" line="347"/>
        <source>Not legal: %n problem(s)</source>
        <translation>
            <numerusform>Not legal: %n problem</numerusform>
            <numerusform>Not legal: %n problems</numerusform>
        </translation>
    </message>
</context>
</TS>
