<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../desktop/browser.py" line="119" />
        <source>Search cards — e.g. sora, type:character level&gt;=2, tag:hero -keyword:spark</source>
        <translation>カードを検索 — 例: sora, type:character level&gt;=2, tag:hero -keyword:spark</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="122" />
        <source>Words match names and text. Fields: name: text: type: set: number: rarity: attr: tag: keyword: game: id: indeck:, numbers cost level power defense owned with = &lt; &gt; &lt;= &gt;= !=. Combine with spaces (and), 'or', '-' (not) and parentheses.</source>
        <translation>単語はカード名とテキストに一致します。項目: name: text: type: set: number: rarity: attr: tag: keyword: game: id: indeck:、数値 cost level power defense owned には = &lt; &gt; &lt;= &gt;= != が使えます。空白(かつ)、'or'(または)、'-'(除外)、括弧で組み合わせます。</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="132" />
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="139" />
        <source>Sort: %1</source>
        <translation>並べ替え: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="144" />
        <source>Show as a table</source>
        <translation>表で表示</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="148" />
        <source>Show as card faces</source>
        <translation>カードの絵柄で表示</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="258" />
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="332" />
        <source>Search: %1 (at column %2)</source>
        <translation>検索: %1 (%2 文字目)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/browser.py" line="339" />
        <source>%n card(s)</source>
        <translation><numerusform>%n 枚</numerusform></translation>
    </message>
</context>
<context>
    <name>CardTableModel</name>
    <message>
        <location filename="../../desktop/cardmodel.py" line="59" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="60" />
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="61" />
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="62" />
        <source>Power</source>
        <translation>攻撃力</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="63" />
        <source>Defense</source>
        <translation>防御力</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="64" />
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="65" />
        <source>Rarity</source>
        <translation>レアリティ</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="66" />
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="67" />
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="68" />
        <source>Owned</source>
        <translation>所持</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="69" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
</context>
<context>
    <name>CollectionPage</name>
    <message>
        <location filename="../../desktop/collection_page.py" line="90" />
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="94" />
        <source>Only cards I own</source>
        <translation>所持カードのみ</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="96" />
        <source>Import CSV…</source>
        <translation>CSV を読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="98" />
        <source>Export CSV…</source>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="112" />
        <source>Totals per set</source>
        <translation>セットごとの集計</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="121" />
        <source>Double-click a quantity to edit it, or select cards and press + or −.</source>
        <translation>枚数をダブルクリックして編集するか、カードを選んで + / − を押します。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="150" />
        <source>%1 different cards owned, %2 copies in all, of %3 cards</source>
        <translation>所持 %1 種類・計 %2 枚(全 %3 種類)</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="171" />
        <location filename="../../desktop/collection_page.py" line="179" />
        <location filename="../../desktop/collection_page.py" line="204" />
        <source>Import collection</source>
        <translation>コレクションの読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="179" />
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="187" />
        <source>Import cancelled</source>
        <translation>読み込みを中止しました</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="188" />
        <source>Cancelled after %1 of %2 rows; the rows before that were imported.</source>
        <translation>%2 行中 %1 行で中止しました。それまでの行は読み込まれています。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="191" />
        <source>Import finished</source>
        <translation>読み込み完了</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="192" />
        <source>%1 rows read, %2 cards changed, %3 rows not matched.</source>
        <translation>%1 行を読み込み、%2 種類を更新、%3 行は該当カードなし。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="196" />
        <source>The rows that matched no card are listed under Show Details.</source>
        <translation>該当するカードがなかった行は「詳細を表示」に一覧があります。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="205" />
        <source>Nothing was imported: the file has problems.</source>
        <translation>ファイルに問題があるため、何も読み込みませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="208" />
        <location filename="../../desktop/collection_page.py" line="214" />
        <source>Export collection</source>
        <translation>コレクションの書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="214" />
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="216" />
        <source>Saved %1</source>
        <translation>%1 に保存しました</translation>
    </message>
</context>
<context>
    <name>DeckDocument</name>
    <message>
        <location filename="../../desktop/deckdoc.py" line="133" />
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="134" />
        <source>Add %1 cards</source>
        <translation>%1 枚を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="150" />
        <location filename="../../desktop/deckdoc.py" line="166" />
        <source>Remove %1</source>
        <translation>%1 を抜く</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="151" />
        <source>Remove %1 cards</source>
        <translation>%1 枚を抜く</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="181" />
        <source>Move %1</source>
        <translation>%1 を移動</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="233" />
        <source>Rename deck to %1</source>
        <translation>デッキ名を %1 に変更</translation>
    </message>
</context>
<context>
    <name>DeckSectionModel</name>
    <message>
        <location filename="../../desktop/deckviews.py" line="78" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="78" />
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="104" />
        <source>You own %1 of the %2 copies this deck uses.</source>
        <translation>このデッキは %2 枚使いますが、所持は %1 枚です。</translation>
    </message>
</context>
<context>
    <name>DeckStats</name>
    <message>
        <location filename="../../desktop/deckviews.py" line="273" />
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="284" />
        <source>%1 curve</source>
        <translation>%1 の分布</translation>
    </message>
</context>
<context>
    <name>DecksPage</name>
    <message>
        <location filename="../../desktop/decks_page.py" line="74" />
        <source>New deck…</source>
        <translation>新しいデッキ…</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="75" />
        <source>Rename deck…</source>
        <translation>デッキ名を変更…</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="76" />
        <source>Duplicate deck</source>
        <translation>デッキを複製</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="77" />
        <source>Delete deck…</source>
        <translation>デッキを削除…</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="78" />
        <source>Import deck from file…</source>
        <translation>ファイルからデッキを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="79" />
        <source>Import deck from clipboard</source>
        <translation>クリップボードからデッキを読み込む</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="81" />
        <source>Export deck to file…</source>
        <translation>デッキをファイルに書き出す…</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="82" />
        <source>Copy deck to clipboard</source>
        <translation>デッキをクリップボードにコピー</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="91" />
        <source>Import/Export</source>
        <translation>読み込み/書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="124" />
        <source>Section that double-click, Enter and + add to</source>
        <translation>ダブルクリック・Enter・+ で追加する区分</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="125" />
        <source>Mark cards I own too few of</source>
        <translation>所持枚数が足りないカードに印を付ける</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="132" />
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="134" />
        <source>Validity</source>
        <translation>構築ルール</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="141" />
        <source>Add to:</source>
        <translation>追加先:</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="149" />
        <source>Choose a deck on the left, or create one with New deck.</source>
        <translation>左でデッキを選ぶか、「新しいデッキ」で作成してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="208" />
        <location filename="../../desktop/decks_page.py" line="312" />
        <source>cards</source>
        <translation>枚</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="271" />
        <source>No deck</source>
        <translation>デッキなし</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="352" />
        <source>Those cards are not %1 cards.</source>
        <translation>それは %1 のカードではありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="384" />
        <location filename="../../desktop/decks_page.py" line="385" />
        <location filename="../../desktop/decks_page.py" line="391" />
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="384" />
        <source>Name of the new %1 deck:</source>
        <translation>新しい %1 デッキの名前:</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="399" />
        <location filename="../../desktop/decks_page.py" line="405" />
        <source>Rename deck</source>
        <translation>デッキ名の変更</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="399" />
        <source>New name:</source>
        <translation>新しい名前:</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="417" />
        <source>Delete deck</source>
        <translation>デッキの削除</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="417" />
        <source>Delete the deck “%1”? This cannot be undone.</source>
        <translation>デッキ「%1」を削除しますか? 元に戻せません。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="449" />
        <source>Imported deck</source>
        <translation>読み込んだデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="451" />
        <location filename="../../desktop/decks_page.py" line="454" />
        <location filename="../../desktop/decks_page.py" line="463" />
        <location filename="../../desktop/decks_page.py" line="469" />
        <location filename="../../desktop/decks_page.py" line="476" />
        <source>Import deck</source>
        <translation>デッキの読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="451" />
        <location filename="../../desktop/decks_page.py" line="454" />
        <source>The deck could not be imported.</source>
        <translation>デッキを読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="458" />
        <source>Imported deck “%1”</source>
        <translation>デッキ「%1」を読み込みました</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/decks_page.py" line="459" />
        <source>%n rule problem(s)</source>
        <translation><numerusform>ルール上の問題 %n 件</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="469" />
        <source>The file could not be read.</source>
        <translation>ファイルを読めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="476" />
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="483" />
        <location filename="../../desktop/decks_page.py" line="489" />
        <source>Export deck</source>
        <translation>デッキの書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="489" />
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="491" />
        <source>Saved %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="498" />
        <source>Deck copied to the clipboard</source>
        <translation>デッキをクリップボードにコピーしました</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/mainwindow.py" line="71" />
        <location filename="../../desktop/mainwindow.py" line="157" />
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="71" />
        <location filename="../../desktop/mainwindow.py" line="157" />
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="71" />
        <location filename="../../desktop/mainwindow.py" line="157" />
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="72" />
        <location filename="../../desktop/mainwindow.py" line="158" />
        <source>Replays</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="72" />
        <location filename="../../desktop/mainwindow.py" line="158" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="120" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="121" />
        <source>Import card sets…</source>
        <translation>カードセットを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="124" />
        <source>Import collection CSV…</source>
        <translation>コレクション CSV を読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="126" />
        <source>Export collection CSV…</source>
        <translation>コレクション CSV を書き出す…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="129" />
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="133" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="134" />
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="137" />
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="142" />
        <source>Find cards</source>
        <translation>カードを検索</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="146" />
        <source>&amp;Deck</source>
        <translation>デッキ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="156" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="165" />
        <source>Cards as faces</source>
        <translation>カードを絵柄で表示</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="169" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="170" />
        <location filename="../../desktop/mainwindow.py" line="231" />
        <source>About TCG Table</source>
        <translation>TCG Table について</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="225" />
        <source>%1 cards · %2 decks · %3</source>
        <translation>カード %1 種類 · デッキ %2 個 · %3</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="232" />
        <source>TCG Table — an offline simulator for Japanese trading card games.</source>
        <translation>TCG Table — 日本のトレーディングカードゲームのオフライン・シミュレーター。</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="239" />
        <location filename="../../desktop/mainwindow.py" line="248" />
        <location filename="../../desktop/mainwindow.py" line="249" />
        <location filename="../../desktop/mainwindow.py" line="257" />
        <source>Import card sets</source>
        <translation>カードセットの読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="248" />
        <source>Importing…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="253" />
        <source>No set was imported.</source>
        <translation>読み込んだセットはありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="255" />
        <source>Cancelled: the remaining files were not imported.</source>
        <translation>中止しました。残りのファイルは読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../../desktop/play_page.py" line="44" />
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="46" />
        <source>Games against the computer are played on the game table, which arrives in the next version of the app. Your decks and the computer's levels below are what it will use; from the command line, &lt;code&gt;tcgtable simulate&lt;/code&gt; already plays complete games between computer players.</source>
        <translation>コンピューターとの対戦はゲームテーブルで行います。ゲームテーブルは次のバージョンで加わります。下のデッキとコンピューターの強さがそこで使われます。コマンドラインの &lt;code&gt;tcgtable simulate&lt;/code&gt; では、すでにコンピューター同士の対戦ができます。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="52" />
        <source>Games in this build</source>
        <translation>このビルドのゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="53" />
        <source>Your decks</source>
        <translation>あなたのデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="55" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="55" />
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="55" />
        <source>Cards</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="55" />
        <source>Ready to play</source>
        <translation>対戦に使えるか</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="63" />
        <source>Computer opponents</source>
        <translation>コンピューターの対戦相手</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="97" />
        <source>playable</source>
        <translation>プレイ可能</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="97" />
        <location filename="../../desktop/play_page.py" line="131" />
        <source>rules not in this build yet</source>
        <translation>このビルドにはまだルールがありません</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="100" />
        <source>%1 sets, %2 cards</source>
        <translation>%1 セット・%2 種類</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="118" />
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="129" />
        <source>legal</source>
        <translation>構築ルールに適合</translation>
    </message>
</context>
<context>
    <name>ReplaysPage</name>
    <message>
        <location filename="../../desktop/replays_page.py" line="40" />
        <source>Replays</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="42" />
        <source>Add replay file…</source>
        <translation>リプレイファイルを追加…</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="44" />
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="45" />
        <source>Re-run the replay with this version of the engine and compare the result</source>
        <translation>このバージョンのエンジンでリプレイを再実行し、結果を照合します</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="47" />
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="55" />
        <source>Played</source>
        <translation>対戦日時</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="55" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="55" />
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="55" />
        <location filename="../../desktop/replays_page.py" line="115" />
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="56" />
        <location filename="../../desktop/replays_page.py" line="115" />
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="56" />
        <location filename="../../desktop/replays_page.py" line="115" />
        <source>Answers</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="67" />
        <source>No replays stored yet. Add a replay file (for example one written by &lt;code&gt;tcgtable simulate --replays DIR&lt;/code&gt;); games played in the app will be stored here too.</source>
        <translation>リプレイはまだありません。リプレイファイル(例: &lt;code&gt;tcgtable simulate --replays DIR&lt;/code&gt; が書き出したもの)を追加できます。アプリで対戦したゲームもここに保存されます。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="113" />
        <source>stored in the database</source>
        <translation>データベース内に保存</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="114" />
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="115" />
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="133" />
        <location filename="../../desktop/replays_page.py" line="142" />
        <source>Add replay</source>
        <translation>リプレイの追加</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="142" />
        <source>This is not a replay this version can read.</source>
        <translation>このバージョンでは読めないリプレイです。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="160" />
        <location filename="../../desktop/replays_page.py" line="170" />
        <location filename="../../desktop/replays_page.py" line="174" />
        <location filename="../../desktop/replays_page.py" line="175" />
        <source>Verify replay</source>
        <translation>リプレイの検証</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="160" />
        <source>The replay could not be read.</source>
        <translation>リプレイを読めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="171" />
        <source>The replay plays back exactly.</source>
        <translation>リプレイは正確に再現されました。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="172" />
        <source>The replay does not play back the same.</source>
        <translation>リプレイが同じ結果になりません。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="174" />
        <source>Re-running the game…</source>
        <translation>ゲームを再実行中…</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="182" />
        <source>Remove replay</source>
        <translation>リプレイの削除</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="182" />
        <source>Remove this replay from the list? A replay file on disk is kept.</source>
        <translation>このリプレイを一覧から削除しますか? ディスク上のファイルは残ります。</translation>
    </message>
</context>
<context>
    <name>SetTotalsTable</name>
    <message>
        <location filename="../../desktop/collection_page.py" line="42" />
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="42" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="42" />
        <source>Owned</source>
        <translation>所持</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="42" />
        <source>Copies</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="43" />
        <source>Complete</source>
        <translation>収集率</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../desktop/settings_page.py" line="34" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="37" />
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="45" />
        <source>No folder: cards are drawn from their data</source>
        <translation>フォルダーなし: カードはデータから描画されます</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="47" />
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="49" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71" />
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71" />
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71" />
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71" />
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="77" />
        <source>Import card set files…</source>
        <translation>カードセットファイルを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="79" />
        <source>(in memory)</source>
        <translation>(メモリ内)</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="88" />
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="90" />
        <location filename="../../desktop/settings_page.py" line="115" />
        <source>Card image folder</source>
        <translation>カード画像フォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="92" />
        <source>Default computer level</source>
        <translation>コンピューターの既定の強さ</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="93" />
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="94" />
        <source>Card sets</source>
        <translation>カードセット</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="95" />
        <source>Database file</source>
        <translation>データベースファイル</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="111" />
        <source>The new language applies when TCG Table starts next.</source>
        <translation>新しい言語は TCG Table の次回起動時に反映されます。</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="127" />
        <source>Pictures named like VSS1-001.png, VSS1/001.jpg or victory_spark/VSS1/001.webp replace the drawn faces.</source>
        <translation>VSS1-001.png、VSS1/001.jpg、victory_spark/VSS1/001.webp のような名前の画像があれば、描画したカードの代わりに使います。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/settings_page.py" line="131" />
        <source>%n card picture(s) found in this folder.</source>
        <translation><numerusform>このフォルダーにカード画像が %n 枚あります。</numerusform></translation>
    </message>
</context>
<context>
    <name>TaskDialog</name>
    <message>
        <location filename="../../desktop/workers.py" line="121" />
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop/workers.py" line="134" />
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
</context>
<context>
    <name>ViolationList</name>
    <message>
        <location filename="../../desktop/deckviews.py" line="310" />
        <source>This build has no deck rules for this game yet.</source>
        <translation>このビルドにはこのゲームの構築ルールがまだありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="313" />
        <source>Legal deck</source>
        <translation>構築ルールに適合</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckviews.py" line="316" />
        <source>Not legal: %n problem(s)</source>
        <translation><numerusform>不適合: 問題 %n 件</numerusform></translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="319" />
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
</context>
</TS>