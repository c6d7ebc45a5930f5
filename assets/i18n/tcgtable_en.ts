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
        <location filename="../../desktop/decks_page.py" line="468"/>
        <source>%n rule problem(s)</source>
        <translation>
            <numerusform>%n rule problem</numerusform>
            <numerusform>%n rule problems</numerusform>
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
        <location filename="../../desktop/deckviews.py" line="316"/>
        <source>Not legal: %n problem(s)</source>
        <translation>
            <numerusform>Not legal: %n problem</numerusform>
            <numerusform>Not legal: %n problems</numerusform>
        </translation>
    </message>
</context>
</TS>
