<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AbilityCompleter</name>
    <message>
        <location filename="../../desktop/editor/completion.py" line="250"/>
        <source>Completions</source>
        <translation>入力候補</translation>
    </message>
</context>
<context>
    <name>BranchDialog</name>
    <message>
        <location filename="../../desktop/table/branch.py" line="67"/>
        <source>Play from here</source>
        <translation>ここから対戦</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="69"/>
        <source>Go on from this position as a new game. You see only your side&apos;s cards, as in any game, unless you ask below to see both sides; the replay stays as it is.</source>
        <translation>この局面から新しいゲームとして続けます。ふだんの対戦と同じく、見えるのは自分の側のカードだけです（下で両方の表示を選んだ場合を除く）。リプレイはそのまま残ります。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="73"/>
        <source>You play</source>
        <translation>あなたが担当する側</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="80"/>
        <source>Against</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="83"/>
        <source>the computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="84"/>
        <source>a second player at this computer</source>
        <translation>このコンピューターでもう1人のプレイヤー</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="87"/>
        <source>Reshuffle what neither player has seen (the order of the decks)</source>
        <translation>どちらのプレイヤーも見ていないものを切り直す（デッキの順番）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="88"/>
        <source>So the game does not go on as the replay did: cards still in the decks come in another order, except those a player knows the place of</source>
        <translation>リプレイと同じ展開にならないように、デッキに残っているカードの順番を変えます（プレイヤーが位置を知っているカードはそのまま）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="92"/>
        <source>Show both sides&apos; hidden cards (a study game)</source>
        <translation>両方の非公開カードを表示する（研究用の対戦）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="93"/>
        <source>See the other side&apos;s hand and face-down cards while you play; the game and its replay are marked as a study game</source>
        <translation>対戦中に相手の手札や裏向きのカードも見えます。この対戦とそのリプレイは研究用の対戦として記録されます</translation>
    </message>
    <message>
        <location filename="../../desktop/table/branch.py" line="97"/>
        <source>Play</source>
        <translation>対戦する</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../desktop/browser.py" line="124"/>
        <source>Search cards — e.g. sora, type:character level&gt;=2, tag:hero -keyword:spark</source>
        <translation>カードを検索 — 例：sora, type:character level&gt;=2, tag:hero -keyword:spark</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="127"/>
        <source>Words match names and text. Fields: name: text: type: set: number: rarity: attr: tag: keyword: game: id: indeck:, numbers cost level power defense owned with = &lt; &gt; &lt;= &gt;= !=. Combine with spaces (and), &apos;or&apos;, &apos;-&apos; (not) and parentheses.</source>
        <translation>単語はカード名とテキストに一致します。項目：name: text: type: set: number: rarity: attr: tag: keyword: game: id: indeck:、数値 cost level power defense owned には = &lt; &gt; &lt;= &gt;= != が使えます。空白(かつ)、&apos;or&apos;(または)、&apos;-&apos;(除外)、括弧で組み合わせます。</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="137"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="144"/>
        <source>Sort: %1</source>
        <translation>並べ替え：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="149"/>
        <source>Show as a table</source>
        <translation>表で表示</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="153"/>
        <source>Show as card faces</source>
        <translation>カードの絵柄で表示</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="266"/>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../../desktop/browser.py" line="341"/>
        <source>Search: %1 (at column %2)</source>
        <translation>検索：%1 (%2 文字目)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/browser.py" line="348"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardForm</name>
    <message>
        <location filename="../../desktop/editor/form.py" line="114"/>
        <source>Number</source>
        <translation>番号</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="114"/>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="115"/>
        <source>Rarity</source>
        <translation>レアリティ</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="120"/>
        <source>Name (English)</source>
        <translation>名前（英語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="121"/>
        <source>Name (Japanese)</source>
        <translation>名前（日本語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="122"/>
        <source>Stats</source>
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="123"/>
        <source>Stats (YAML)</source>
        <translation>数値(YAML)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="124"/>
        <source>Attributes (YAML)</source>
        <translation>属性（YAML）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="125"/>
        <source>Text (English)</source>
        <translation>テキスト（英語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="126"/>
        <source>Text (Japanese)</source>
        <translation>テキスト（日本語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="129"/>
        <source>Attach picture…</source>
        <translation>画像を添付…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="130"/>
        <source>A PNG, JPEG or WebP file; it is copied into your pictures folder and shown instead of the drawn face.</source>
        <translation>PNG・JPEG・WebPファイル。画像フォルダーにコピーされ、描画されたカード面の代わりに表示されます。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="133"/>
        <source>Remove picture</source>
        <translation>画像を外す</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="139"/>
        <source>Picture</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="146"/>
        <source>Abilities (YAML, the card-set format&apos;s abilities list)</source>
        <translation>能力（YAML、カードセット形式の abilities リスト）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="169"/>
        <source>English face</source>
        <translation>英語のカード面</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="170"/>
        <source>Japanese face</source>
        <translation>日本語のカード面</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="251"/>
        <source>none (the drawn face is shown)</source>
        <translation>なし(描画されたカード面を表示)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="262"/>
        <location filename="../../desktop/editor/form.py" line="269"/>
        <source>Attach picture</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="263"/>
        <source>Pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="269"/>
        <source>The picture could not be attached.</source>
        <translation>画像を添付できませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="300"/>
        <source>card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="300"/>
        <source>set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="304"/>
        <source>✓ No problems in this card.</source>
        <translation>✓ このカードに問題はありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="318"/>
        <source>The Japanese name is still the default while the English name was changed.</source>
        <translation>英語の名前は変更されましたが、日本語の名前は初期値のままです。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="319"/>
        <source>The English name is still the default while the Japanese name was changed.</source>
        <translation>日本語の名前は変更されましたが、英語の名前は初期値のままです。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="320"/>
        <source>The Japanese text is still the default while the English text was changed.</source>
        <translation>英語のテキストは変更されましたが、日本語のテキストは初期値のままです。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="321"/>
        <source>The English text is still the default while the Japanese text was changed.</source>
        <translation>日本語のテキストは変更されましたが、英語のテキストは初期値のままです。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="333"/>
        <source>Drawn without its abilities until they are fixed.</source>
        <translation>能力を直すまで、能力なしで表示しています。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/form.py" line="337"/>
        <source>The face shows the card as it last loaded; fix the marked fields.</source>
        <translation>最後に読み込めた状態を表示しています。印の付いた欄を直してください。</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../desktop/table/picker.py" line="72"/>
        <location filename="../../desktop/table/picker.py" line="153"/>
        <source>Show the table</source>
        <translation>盤面を見る</translation>
    </message>
    <message>
        <location filename="../../desktop/table/picker.py" line="74"/>
        <source>Fold the choice away to look at the table; click again to choose</source>
        <translation>選択をたたんで盤面を見ます。もう一度押すと選択に戻ります</translation>
    </message>
    <message>
        <location filename="../../desktop/table/picker.py" line="153"/>
        <source>Choose</source>
        <translation>選ぶ</translation>
    </message>
</context>
<context>
    <name>CardTableModel</name>
    <message>
        <location filename="../../desktop/cardmodel.py" line="65"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="66"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="67"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="68"/>
        <source>Power</source>
        <translation>攻撃力</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="69"/>
        <source>Defense</source>
        <translation>防御力</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="74"/>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="75"/>
        <source>Rarity</source>
        <translation>レアリティ</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="76"/>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="77"/>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="78"/>
        <source>Owned</source>
        <translation>所持</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="79"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="71"/>
        <source>Cost x</source>
        <translation>指定資源</translation>
    </message>
    <message>
        <location filename="../../desktop/cardmodel.py" line="72"/>
        <source>Cost y</source>
        <translation>属性資源</translation>
    </message>
</context>
<context>
    <name>CollectionPage</name>
    <message>
        <location filename="../../desktop/collection_page.py" line="92"/>
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="96"/>
        <source>Only cards I own</source>
        <translation>所持カードのみ</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="98"/>
        <source>Import CSV…</source>
        <translation>CSV を読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="100"/>
        <source>Export CSV…</source>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="114"/>
        <source>Totals per set</source>
        <translation>セットごとの集計</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="123"/>
        <source>Double-click a quantity to edit it, or select cards and press + or −.</source>
        <translation>枚数をダブルクリックして編集するか、カードを選んで + / − を押します。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="153"/>
        <source>%1 owned, %2 in all, of %3</source>
        <translation>%3 中 %1 を所持(計 %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="154"/>
        <source>%n different card(s)</source>
        <translation>
            <numerusform>%n 種類</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="155"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="156"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 種類</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="196"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="197"/>
        <source>%n row(s) read</source>
        <translation>
            <numerusform>%n 行を読み込み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="198"/>
        <source>%n card(s) changed</source>
        <translation>
            <numerusform>%n 種類を変更</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/collection_page.py" line="199"/>
        <source>%n row(s) not matched</source>
        <translation>
            <numerusform>%n 行は一致なし</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="200"/>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="201"/>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="203"/>
        <source>The rows that matched no card are listed below.</source>
        <translation>該当するカードがなかった行を下に示します。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="175"/>
        <location filename="../../desktop/collection_page.py" line="183"/>
        <location filename="../../desktop/collection_page.py" line="211"/>
        <source>Import collection</source>
        <translation>コレクションの読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="36"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSVファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="183"/>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="191"/>
        <source>Import cancelled</source>
        <translation>読み込みを中止しました</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="192"/>
        <source>Cancelled after %1 of %2 rows; the rows before that were imported.</source>
        <translation>%2 行中 %1 行で中止しました。それまでの行は読み込まれています。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="195"/>
        <source>Import finished</source>
        <translation>読み込み完了</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="212"/>
        <source>Nothing was imported: the file has problems.</source>
        <translation>ファイルに問題があるため、何も読み込みませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="215"/>
        <location filename="../../desktop/collection_page.py" line="221"/>
        <location filename="../../desktop/collection_page.py" line="226"/>
        <source>Export collection</source>
        <translation>コレクションの書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="226"/>
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="228"/>
        <source>Saved %1</source>
        <translation>%1 に保存しました</translation>
    </message>
</context>
<context>
    <name>DeckDocument</name>
    <message>
        <location filename="../../desktop/deckdoc.py" line="191"/>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="209"/>
        <location filename="../../desktop/deckdoc.py" line="225"/>
        <source>Remove %1</source>
        <translation>%1 を抜く</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckdoc.py" line="192"/>
        <source>Add %n card(s)</source>
        <translation>
            <numerusform>%n 枚を追加</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckdoc.py" line="210"/>
        <source>Remove %n card(s)</source>
        <translation>
            <numerusform>%n 枚を抜く</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="248"/>
        <source>Move %1</source>
        <translation>%1 を移動</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="258"/>
        <source>Remove missing cards</source>
        <translation>見つからないカードを外す</translation>
    </message>
    <message>
        <location filename="../../desktop/deckdoc.py" line="310"/>
        <source>Rename deck to %1</source>
        <translation>デッキ名を %1 に変更</translation>
    </message>
</context>
<context>
    <name>DeckIO</name>
    <message>
        <location filename="../../desktop/deckio.py" line="32"/>
        <source>Deck files (*.txt);;All files (*)</source>
        <translation>デッキファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="45"/>
        <source>the clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="53"/>
        <location filename="../../desktop/deckio.py" line="99"/>
        <location filename="../../desktop/deckio.py" line="105"/>
        <location filename="../../desktop/deckio.py" line="112"/>
        <source>Import deck</source>
        <translation>デッキの読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="58"/>
        <location filename="../../desktop/deckio.py" line="74"/>
        <source>The deck could not be imported.</source>
        <translation>デッキを読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="60"/>
        <source>Imported deck</source>
        <translation>読み込んだデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="63"/>
        <source>Import cancelled: no deck was made.</source>
        <translation>読み込みを取り消しました。デッキは作られていません。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="69"/>
        <source>No line of %1 names a %2 card, so no deck was made.</source>
        <translation>%1 には %2 のカードを指す行がひとつもないため、デッキは作成されませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="78"/>
        <source>Imported deck “%1”</source>
        <translation>デッキ「%1」を読み込みました</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckio.py" line="80"/>
        <source>%n rule problem(s)</source>
        <translation>
            <numerusform>ルール上の問題 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckio.py" line="82"/>
        <source>%n line(s) not matched</source>
        <translation>
            <numerusform>一致しなかった行 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckio.py" line="83"/>
        <source>Imported “%1” from %2. %n line(s) not matched and left out:</source>
        <translation>
            <numerusform>%2 から「%1」を読み込みました。一致しなかった %n 行は除外しました：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="85"/>
        <source>Lines left out:</source>
        <translation>除外した行：</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="105"/>
        <source>The file could not be read.</source>
        <translation>ファイルを読めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="112"/>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="120"/>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="123"/>
        <source>Source: the clipboard</source>
        <translation>読み込み元：クリップボード</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="123"/>
        <source>File: %1</source>
        <translation>ファイル：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="133"/>
        <location filename="../../desktop/deckio.py" line="155"/>
        <source>Problems:</source>
        <translation>問題：</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="137"/>
        <source>Where: %1</source>
        <translation>場所：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="138"/>
        <source>Problem: %1</source>
        <translation>問題：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="146"/>
        <source>no such %1 card</source>
        <translation>%1 にこのカードはありません</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="147"/>
        <source>not a card line (write “3 Card name” or “3 SET-001”)</source>
        <translation>カードの行ではありません(「3 カード名」または「3 SET-001」の形で書いてください)</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="148"/>
        <source>in a section %1 decks do not have</source>
        <translation>%1 のデッキにない区分にあります</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="149"/>
        <source>the count must be 1 to %1</source>
        <translation>枚数は 1 から %1 までです</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="150"/>
        <source>longer than 500 characters</source>
        <translation>500 文字を超えています</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="151"/>
        <source>more than %1 cards in one section</source>
        <translation>1 つの区分のカードが %1 枚を超えています</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="153"/>
        <source>Line %1: %2 — %3</source>
        <translation>%1 行目：%2 — %3</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="163"/>
        <location filename="../../desktop/deckio.py" line="169"/>
        <source>Export deck</source>
        <translation>デッキの書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="169"/>
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="171"/>
        <source>Saved %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location filename="../../desktop/deckio.py" line="178"/>
        <source>Deck copied to the clipboard</source>
        <translation>デッキをクリップボードにコピーしました</translation>
    </message>
</context>
<context>
    <name>DeckLabDialog</name>
    <message>
        <location filename="../../desktop/decklab.py" line="114"/>
        <source>Deck lab: %1</source>
        <translation>デッキラボ：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="117"/>
        <source>The decks to play against (ticked ones)</source>
        <translation>対戦相手にするデッキ（チェックしたもの）</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="118"/>
        <source>preconstructed</source>
        <translation>構築済み</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="134"/>
        <source>Both sides play at this level, so the games measure the decks</source>
        <translation>両者ともこのレベルで対戦するので、デッキの強さを比べられます</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="139"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="142"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="145"/>
        <source>Export CSV…</source>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="148"/>
        <source>%v of %m games</source>
        <translation>%m戦中%v戦</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="158"/>
        <source>Opponents</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="154"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="155"/>
        <location filename="../../desktop/decklab.py" line="168"/>
        <source>Games</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="168"/>
        <source>Against</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="168"/>
        <source>Seat</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="168"/>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="168"/>
        <source>Win rate (95% interval)</source>
        <translation>勝率（95%信頼区間）</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="174"/>
        <source>win rate %</source>
        <translation>勝率 %</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="178"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="178"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="178"/>
        <source>Copies</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="178"/>
        <source>Drawn in</source>
        <translation>引いた対戦</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="178"/>
        <source>Played in</source>
        <translation>使った対戦</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="179"/>
        <source>Win rate when drawn</source>
        <translation>引いたときの勝率</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="189"/>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="190"/>
        <source>Cards</source>
        <translation>カード別</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="211"/>
        <source>Tick at least one opponent.</source>
        <translation>対戦相手を1つ以上チェックしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="223"/>
        <source>Playing %1 games on the Ray cluster %2…</source>
        <translation>Rayクラスター %2 で%1試合を対戦中…</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="224"/>
        <source>Playing %1 games…</source>
        <translation>%1戦を対戦中…</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="235"/>
        <source>Cancelling after the games in progress…</source>
        <translation>対戦中のゲームが終わりしだい中止します…</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="253"/>
        <source>The results could not be saved: %1</source>
        <translation>結果を保存できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="280"/>
        <source>%1 games at level %2: won %3 (95% interval %4 to %5); games last %6 turns on average.</source>
        <translation>レベル「%2」で%1戦：勝率%3（95%信頼区間 %4～%5）、平均%6ターン。</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="284"/>
        <source>(Cancelled: only the games finished are counted.)</source>
        <translation>（中止：終わった対戦だけを数えています）</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="286"/>
        <source>first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="286"/>
        <source>second</source>
        <translation>後攻</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="287"/>
        <source>all</source>
        <translation>全体</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="339"/>
        <source>blue: going first, orange: going second; lines: 95% intervals</source>
        <translation>青：先攻、橙：後攻、線：95%信頼区間</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="346"/>
        <source>Export the lab&apos;s results</source>
        <translation>デッキラボの結果を書き出す</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="347"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop/decklab.py" line="355"/>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした：%2</translation>
    </message>
</context>
<context>
    <name>DeckOdds</name>
    <message>
        <location filename="../../desktop/deckodds.py" line="42"/>
        <source>The card whose copies are counted</source>
        <translation>枚数を数えるカード</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="44"/>
        <source>or any card matching a search…</source>
        <translation>または検索に合うカードすべて…</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="45"/>
        <source>A search in the card browser&apos;s words (e.g. type:event): its cards in the deck are counted together</source>
        <translation>カードブラウザーと同じ書き方の検索（例 type:event）。デッキ内の該当カードをまとめて数えます</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="49"/>
        <source>at least </source>
        <translation>最低</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="100"/>
        <source>search: %1</source>
        <translation>検索：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckodds.py" line="102"/>
        <source>%n matching card(s) in the deck</source>
        <translation>
            <numerusform>デッキ内の該当カード%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="117"/>
        <source>This game does not say how many cards a player has drawn by a turn.</source>
        <translation>このゲームでは、あるターンまでに引いたカードの枚数が決まっていません。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="121"/>
        <source>going first</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="121"/>
        <source>going second</source>
        <translation>後攻</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="127"/>
        <source>turn %1 %2%</source>
        <translation>%1ターン目 %2%</translation>
    </message>
    <message>
        <location filename="../../desktop/deckodds.py" line="130"/>
        <source>%1, at least %2 of %3 in %4 cards. %5</source>
        <translation>%1：%4枚中%3枚のうち最低%2枚。%5</translation>
    </message>
</context>
<context>
    <name>DeckSectionModel</name>
    <message>
        <location filename="../../desktop/deckviews.py" line="81"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="81"/>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="107"/>
        <source>This card is no longer in the card database, so the deck cannot be played. Remove it (Delete), or use “Remove missing cards” under Validity.</source>
        <translation>このカードはもうカードデータベースにないため、このデッキではプレイできません。外す(Delete キー)か、「構築ルール」の「見つからないカードを外す」を使ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="112"/>
        <source>No longer in its card set; it still plays with its last card text.</source>
        <translation>カードセットから外れたカードです。最後のカードテキストのままプレイできます。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="114"/>
        <source>You own %1 of the %2 copies this deck uses.</source>
        <translation>このデッキは %2 枚使いますが、所持は %1 枚です。</translation>
    </message>
</context>
<context>
    <name>DeckStats</name>
    <message>
        <location filename="../../desktop/deckviews.py" line="279"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="290"/>
        <source>%1 curve</source>
        <translation>%1 の分布</translation>
    </message>
</context>
<context>
    <name>DecksPage</name>
    <message>
        <location filename="../../desktop/deckmanage.py" line="98"/>
        <source>New deck…</source>
        <translation>新しいデッキ…</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="99"/>
        <source>Rename deck…</source>
        <translation>デッキ名を変更…</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="100"/>
        <source>Duplicate deck</source>
        <translation>デッキを複製</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="101"/>
        <source>Delete deck…</source>
        <translation>デッキを削除…</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="102"/>
        <source>Import deck from file…</source>
        <translation>ファイルからデッキを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="104"/>
        <source>Import deck from clipboard</source>
        <translation>クリップボードからデッキを読み込む</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="106"/>
        <source>Export deck to file…</source>
        <translation>デッキをファイルに書き出す…</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="107"/>
        <source>Copy deck to clipboard</source>
        <translation>デッキをクリップボードにコピー</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="109"/>
        <source>Deck lab…</source>
        <translation>デッキラボ…</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="118"/>
        <source>Import/Export</source>
        <translation>読み込み/書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="106"/>
        <source>Section that double-click, Enter and + add to</source>
        <translation>ダブルクリック・Enter・+ で追加する区分</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="107"/>
        <source>Mark cards I own too few of</source>
        <translation>所持枚数が足りないカードに印を付ける</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="120"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="119"/>
        <location filename="../../desktop/decks_page.py" line="290"/>
        <location filename="../../desktop/decks_page.py" line="329"/>
        <source>Validity</source>
        <translation>構築ルール</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="122"/>
        <source>Draw odds</source>
        <translation>ドロー確率</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="128"/>
        <source>Add to:</source>
        <translation>追加先：</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="148"/>
        <source>Choose a deck on the left, or create one with New deck.</source>
        <translation>左でデッキを選ぶか、「新しいデッキ」で作成してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="208"/>
        <location filename="../../desktop/decks_page.py" line="240"/>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="262"/>
        <source>“%1” has cards that are no longer in the card database: %2</source>
        <translation>デッキ「%1」には、もうカードデータベースにないカードがあります：%2</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="285"/>
        <source>No deck</source>
        <translation>デッキなし</translation>
    </message>
    <message>
        <location filename="../../desktop/decks_page.py" line="378"/>
        <source>Those cards are not %1 cards.</source>
        <translation>それは %1 のカードではありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="24"/>
        <location filename="../../desktop/deckmanage.py" line="26"/>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="25"/>
        <source>Name of the new %1 deck:</source>
        <translation>新しい %1 デッキの名前：</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="41"/>
        <source>Rename deck</source>
        <translation>デッキ名の変更</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="42"/>
        <source>New name:</source>
        <translation>新しい名前：</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="63"/>
        <source>Delete deck</source>
        <translation>デッキの削除</translation>
    </message>
    <message>
        <location filename="../../desktop/deckmanage.py" line="62"/>
        <source>Delete the deck “%1”? This cannot be undone.</source>
        <translation>デッキ「%1」を削除しますか？元に戻せません。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../desktop/table/controller.py" line="241"/>
        <source>The computer could not decide (%1); it made its first legal answer.</source>
        <translation>コンピューターが判断できませんでした(%1)。最初の合法な応答を選びました。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/controller.py" line="303"/>
        <source>That is not a legal answer now.</source>
        <translation>それは今できる応答ではありません。</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../../desktop/table/gametable.py" line="72"/>
        <location filename="../../desktop/table/gametable.py" line="316"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="76"/>
        <location filename="../../desktop/table/gametable.py" line="105"/>
        <source>Take back</source>
        <translation>一手戻す</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="77"/>
        <source>Undo back to your previous decision (Backspace)</source>
        <translation>自分の前の判断まで戻す(Backspace)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="79"/>
        <location filename="../../desktop/table/gametable.py" line="404"/>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="89"/>
        <source>How fast the computer&apos;s moves are shown (Off: instantly)</source>
        <translation>コンピューターの手を見せる速さ(オフ：即座に)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="90"/>
        <source>Off (instant)</source>
        <translation>オフ(即座)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="90"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="90"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="91"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="97"/>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="104"/>
        <source>Pass / Next</source>
        <translation>パス/次へ</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="106"/>
        <source>Answer the selected choice</source>
        <translation>選んだ応答で答える</translation>
    </message>
    <message>
        <location filename="../../desktop/table/banner.py" line="24"/>
        <source>Watch the replay</source>
        <translation>リプレイを見る</translation>
    </message>
    <message>
        <location filename="../../desktop/table/banner.py" line="25"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="74"/>
        <source>Pass or go on (Space or F2; F4: until end of turn, F6: until something happens)</source>
        <translation>パスまたは次へ（SpaceかF2。F4：ターン終了まで、F6：何か起きるまで）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="190"/>
        <source>The computer is thinking…</source>
        <translation>コンピューターが考え中…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="306"/>
        <source>Playing automatically…</source>
        <translation>自動で対戦中…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="308"/>
        <source>Passing…</source>
        <translation>パスしています…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="310"/>
        <source>Waiting for %1…</source>
        <translation>%1を待っています…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="312"/>
        <source>Waiting for the computer…</source>
        <translation>コンピューターを待っています…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="341"/>
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="400"/>
        <source>There is nothing to take back.</source>
        <translation>戻せる手はありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="404"/>
        <source>Resign this game?</source>
        <translation>このゲームを投了しますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="427"/>
        <source>%1 (opponent)</source>
        <translation>%1(相手)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="434"/>
        <source>Wait: it is not your turn to answer.</source>
        <translation>お待ちください：今はあなたが応答する番ではありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="439"/>
        <source>“%1” cannot be used now.</source>
        <translation>「%1」は今は使えません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="442"/>
        <source>“%1” is not played by dragging now: click it, or pick an answer in the list.</source>
        <translation>「%1」は今はドラッグでは使えません。クリックするか、一覧から応答を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="443"/>
        <source>“%1” cannot go to %2. It can go to: %3.</source>
        <translation>「%1」は%2には置けません。置ける場所：%3。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/gametable.py" line="458"/>
        <source>If you do: %1</source>
        <translation>実行すると：%1</translation>
    </message>
</context>
<context>
    <name>HandoverCover</name>
    <message>
        <location filename="../../desktop/table/handover.py" line="45"/>
        <source>Show my cards</source>
        <translation>自分のカードを見る</translation>
    </message>
    <message>
        <location filename="../../desktop/table/handover.py" line="72"/>
        <source>Pass to %1.</source>
        <translation>%1に交代してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/handover.py" line="73"/>
        <source>%1, click Show my cards when the other player is not looking.</source>
        <translation>%1：相手が見ていないときに「自分のカードを見る」をクリックしてください。</translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <location filename="../../desktop/table/hintbox.py" line="31"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hintbox.py" line="32"/>
        <source>The moves the computer rates best for you here, with their estimated chance of winning (from what you can see only)</source>
        <translation>コンピューターがこの場面であなたに最もよいと評価する手と、その推定勝率（あなたに見えている情報だけから）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hintbox.py" line="77"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hintbox.py" line="108"/>
        <source>%1. %2 (win chance %3%)</source>
        <translation>%1. %2（推定勝率 %3%）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hintbox.py" line="110"/>
        <source>No hint for this decision.</source>
        <translation>この選択にはヒントがありません。</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="20"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="36"/>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location filename="../../desktop/howto.py" line="57"/>
        <source>There is no how-to page for this game in this installation.</source>
        <translation>このインストールには、このゲームの遊び方のページがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/howto.py" line="97"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/howto.py" line="121"/>
        <source>How to play %1</source>
        <translation>%1の遊び方</translation>
    </message>
    <message>
        <location filename="../../desktop/howto.py" line="142"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
</context>
<context>
    <name>HowToLink</name>
    <message>
        <location filename="../../desktop/howto.py" line="156"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../../desktop/howto.py" line="157"/>
        <source>The rules in short, and how to play on the table</source>
        <translation>ルールの要点と、テーブルでの操作</translation>
    </message>
</context>
<context>
    <name>LevelNotes</name>
    <message>
        <location filename="../../desktop/level_notes.py" line="15"/>
        <source>a gentle opponent that answers at once and often makes a random move; good for learning the rules</source>
        <translation>すぐに答え、よくでたらめな手を選ぶやさしい相手。ルールを覚えるのに向いています</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="18"/>
        <source>answers at once with the move that looks best right now</source>
        <translation>いまいちばん良く見える手をすぐに選びます</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="20"/>
        <source>the strongest: looks ahead over the cards you might hold, up to about a second per decision</source>
        <translation>いちばん強い相手。あなたが持っていそうなカードまで考えて先を読みます（1回の判断に最大約1秒）</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="32"/>
        <source>%1 ms</source>
        <translation>%1ミリ秒</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="33"/>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="46"/>
        <source>wins %1 of %2 games against %3 (95% interval %4 to %5)</source>
        <translation>%3との%2戦で勝率%1（95%信頼区間 %4～%5）</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="50"/>
        <source>not yet measured against %1</source>
        <translation>%1との対戦はまだ測定していません</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="54"/>
        <source>answers in %1, 95% of the time within %2</source>
        <translation>応答は%1（95%が%2以内）</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="57"/>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="68"/>
        <source>%1. Measured: %2.</source>
        <translation>%1。測定結果：%2。</translation>
    </message>
    <message>
        <location filename="../../desktop/level_notes.py" line="70"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="102"/>
        <location filename="../../desktop/table/logpanel.py" line="341"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="104"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="105"/>
        <source>Copy the whole log as text</source>
        <translation>ログ全体をテキストとしてコピー</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="107"/>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="108"/>
        <source>Save the log as a text or JSON file</source>
        <translation>ログをテキストまたはJSONファイルに保存</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="110"/>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="112"/>
        <source>Show every step of the computer&apos;s turns (phases, cards turning), not only their summary and what the computer did</source>
        <translation>コンピューターのターンのまとめと行動だけでなく、すべての手順(フェイズ、カードの向きの変化など)を表示します</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="117"/>
        <source>Why?</source>
        <translation>理由を表示</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="119"/>
        <source>Why did it do that? Show under each of the computer&apos;s answers the options it weighed and the values it gave them</source>
        <translation>なぜそうしたのか：コンピューターの各回答の下に、検討した選択肢とその評価値を表示します</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="124"/>
        <source>Enlarge</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="126"/>
        <source>Show the log in a window of its own, as large as you like</source>
        <translation>ログを別のウィンドウに表示します（大きさは自由に変えられます）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="143"/>
        <source>The log is in its own window.</source>
        <translation>ログは別のウィンドウに表示中です。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="441"/>
        <source>Export log</source>
        <translation>ログの書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/table/logpanel.py" line="442"/>
        <source>Text (*.txt);;JSON (*.json)</source>
        <translation>テキスト (*.txt);;JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/mainwindow.py" line="40"/>
        <source>Card sets (*.yaml *.yml *.json *.zip);;All files (*)</source>
        <translation>カードセット (*.yaml *.yml *.json *.zip);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="70"/>
        <location filename="../../desktop/mainwindow.py" line="159"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="70"/>
        <location filename="../../desktop/mainwindow.py" line="159"/>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="70"/>
        <location filename="../../desktop/mainwindow.py" line="159"/>
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="71"/>
        <location filename="../../desktop/mainwindow.py" line="160"/>
        <source>Replays</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="71"/>
        <location filename="../../desktop/mainwindow.py" line="160"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="118"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="119"/>
        <source>Import card sets…</source>
        <translation>カードセットを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="123"/>
        <source>Card set editor…</source>
        <translation>カードセットエディター…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="126"/>
        <source>Import collection CSV…</source>
        <translation>コレクション CSV を読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="128"/>
        <source>Export collection CSV…</source>
        <translation>コレクション CSV を書き出す…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="131"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="135"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="136"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="139"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="144"/>
        <source>Find cards</source>
        <translation>カードを検索</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="148"/>
        <source>&amp;Deck</source>
        <translation>デッキ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="158"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="167"/>
        <source>Cards as faces</source>
        <translation>カードを絵柄で表示</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="171"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="176"/>
        <location filename="../../desktop/mainwindow.py" line="309"/>
        <source>About TCG Table</source>
        <translation>TCG Table について</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="293"/>
        <source>language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="293"/>
        <source>card image folder</source>
        <translation>カード画像フォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="294"/>
        <source>computer level</source>
        <translation>コンピューターの強さ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="294"/>
        <source>animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="295"/>
        <source>card view</source>
        <translation>カードの表示方法</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="295"/>
        <source>mark cards I own too few of</source>
        <translation>所持枚数が足りないカードの印</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="296"/>
        <source>last deck</source>
        <translation>最後に使ったデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="296"/>
        <source>window size and place</source>
        <translation>ウィンドウの大きさと位置</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="297"/>
        <source>last page</source>
        <translation>最後に開いたページ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="297"/>
        <source>stops</source>
        <translation>ストップ</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="298"/>
        <source>Some settings could not be read and are back to their defaults: %1.</source>
        <translation>読み込めない設定があったため、既定値に戻しました：%1。</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="299"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="303"/>
        <source>%1 cards · %2 decks · %3</source>
        <translation>カード %1 種類 · デッキ %2 個 · %3</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="310"/>
        <source>TCG Table — an offline simulator for Japanese trading card games.</source>
        <translation>TCG Table — 日本のトレーディングカードゲームのオフライン・シミュレーター。</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="317"/>
        <location filename="../../desktop/mainwindow.py" line="326"/>
        <location filename="../../desktop/mainwindow.py" line="327"/>
        <location filename="../../desktop/mainwindow.py" line="337"/>
        <source>Import card sets</source>
        <translation>カードセットの読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="326"/>
        <source>Importing…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="331"/>
        <source>No set was imported.</source>
        <translation>読み込んだセットはありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/mainwindow.py" line="333"/>
        <source>%n file(s) could not be imported; nothing was stored from them:</source>
        <translation>
            <numerusform>%n 個のファイルを読み込めませんでした(これらのファイルからは何も保存していません)：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="335"/>
        <source>Cancelled: the remaining files were not imported.</source>
        <translation>中止しました。残りのファイルは読み込んでいません。</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="373"/>
        <source>Resume game</source>
        <translation>ゲームの再開</translation>
    </message>
    <message>
        <location filename="../../desktop/mainwindow.py" line="374"/>
        <source>A game against the computer was not finished. Resume it where it was left?</source>
        <translation>コンピューターとのゲームが終わっていません。中断したところから再開しますか？</translation>
    </message>
</context>
<context>
    <name>NewSetDialog</name>
    <message>
        <location filename="../../desktop/editor/start.py" line="36"/>
        <source>New card set</source>
        <translation>新しいカードセット</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="45"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="46"/>
        <source>Set code</source>
        <translation>セットコード</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="47"/>
        <source>Name (English)</source>
        <translation>名前（英語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="48"/>
        <source>Name (Japanese)</source>
        <translation>名前（日本語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="49"/>
        <source>The code names the set&apos;s cards (CODE-001); letters, digits and _, up to 12.</source>
        <translation>コードはカードの番号の頭に付きます（CODE-001）。英字・数字・_ で12文字まで。</translation>
    </message>
</context>
<context>
    <name>OpponentBox</name>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="57"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="58"/>
        <source>Another player at this computer (hot-seat)</source>
        <translation>このコンピューターで遊ぶもう一人のプレイヤー(ホットシート)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="59"/>
        <source>Hot-seat: two people take turns at this computer; the table is covered whenever it is to be passed to the other player</source>
        <translation>ホットシート：2人が1台のコンピューターで交代に遊びます。相手に渡すたびに盤面は隠されます</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="67"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="67"/>
        <source>Player 1&apos;s deck</source>
        <translation>プレイヤー1のデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/table/hotseat.py" line="67"/>
        <source>Player 2&apos;s deck</source>
        <translation>プレイヤー2のデッキ</translation>
    </message>
</context>
<context>
    <name>PlacementText</name>
    <message>
        <location filename="../../desktop/deckplacing.py" line="23"/>
        <location filename="../../desktop/deckplacing.py" line="28"/>
        <source>%1 went to %2: %3 takes only %4.</source>
        <translation>%1 は %2 に入れました(%3 に入るのは %4 だけです)。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckplacing.py" line="24"/>
        <source>%1 was not added: %3 takes only %4, and %5</source>
        <translation>%1 は追加しませんでした：%3 に入るのは %4 だけで、%5</translation>
    </message>
    <message>
        <location filename="../../desktop/deckplacing.py" line="29"/>
        <source>%1 stays where it is: %3 takes only %4.</source>
        <translation>%1 は移動しませんでした：%3 に入るのは %4 だけです。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckplacing.py" line="43"/>
        <source>no other section takes it.</source>
        <translation>ほかに入れられる区分もありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckplacing.py" line="44"/>
        <source>it could go in %1: choose one under “Add to”.</source>
        <translation>%1 に入れられます。「追加先」で選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckplacing.py" line="45"/>
        <location filename="../../desktop/deckplacing.py" line="52"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckplacing.py" line="55"/>
        <source> and %n more</source>
        <translation>
            <numerusform> ほか %n 枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <location filename="../../desktop/play_page.py" line="96"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="161"/>
        <source>Your decks</source>
        <translation>あなたのデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="144"/>
        <location filename="../../desktop/play_page.py" line="163"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="100"/>
        <source>Game in progress</source>
        <translation>進行中のゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="103"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="106"/>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="114"/>
        <location filename="../../desktop/play_page.py" line="187"/>
        <source>New game against the computer</source>
        <translation>コンピューターと新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="125"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="126"/>
        <source>The same seed, decks and answers give the same game</source>
        <translation>同じシード・デッキ・応答なら同じゲームになります</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="128"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="145"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="146"/>
        <location filename="../../desktop/play_page.py" line="187"/>
        <source>Your deck</source>
        <translation>あなたのデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="147"/>
        <location filename="../../desktop/play_page.py" line="187"/>
        <source>Opponent&apos;s deck</source>
        <translation>相手のデッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="148"/>
        <source>Computer level</source>
        <translation>コンピューターの強さ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="149"/>
        <source>Seed (optional)</source>
        <translation>シード(省略可)</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="163"/>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="163"/>
        <source>Cards</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="163"/>
        <source>Ready to play</source>
        <translation>対戦に使えるか</translation>
    </message>
    <message>
        <location filename="../../desktop/playdecks.py" line="34"/>
        <source>cards no longer in the card database: %1</source>
        <translation>カードデータベースにないカード：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="267"/>
        <source>preconstructed</source>
        <translation>構築済み</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="326"/>
        <source>The saved game cannot be resumed: %1</source>
        <translation>保存されたゲームは再開できません：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="330"/>
        <source>%1: %2, turn %3. Resume it where it was left?</source>
        <translation>%1：%2、ターン%3。中断したところから再開しますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="339"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="339"/>
        <source>A game is in progress. Start a new one and discard it?</source>
        <translation>進行中のゲームがあります。破棄して新しいゲームを始めますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="355"/>
        <source>There is no preconstructed deck for this game.</source>
        <translation>このゲームには構築済みデッキがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="382"/>
        <source>Choose a game and two decks.</source>
        <translation>ゲームとデッキを2つ選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="386"/>
        <source>“%1” cannot be played: %2. Open it on the Decks page to remove or replace them.</source>
        <translation>「%1」ではプレイできません。%2。デッキページで開いて、外すか入れ替えてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="390"/>
        <source>“%1” is not a legal deck: %2</source>
        <translation>「%1」は使用できないデッキです：%2</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="403"/>
        <source>The seed is a whole number from 0 to %1 (or leave it empty).</source>
        <translation>シードは 0 から %1 までの整数です(空欄でもかまいません)。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="475"/>
        <source>The game in progress could not be resumed.</source>
        <translation>途中のゲームを再開できませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="427"/>
        <source>Computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="427"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="469"/>
        <source>The file was kept as %1, so nothing is lost. You can start a new game now.</source>
        <translation>ファイルは %1 として残してあるので、失われたものはありません。新しいゲームを始められます。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="472"/>
        <source>The file could not be moved aside; Discard on the Play page removes it.</source>
        <translation>ファイルを別名で残せませんでした。プレイページの「破棄」で削除できます。</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="475"/>
        <source>Resume game</source>
        <translation>ゲームの再開</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="479"/>
        <source>Discard game</source>
        <translation>ゲームの破棄</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="480"/>
        <source>Discard the game in progress?</source>
        <translation>進行中のゲームを破棄しますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="293"/>
        <source>rules not in this build yet</source>
        <translation>このビルドにはまだルールがありません</translation>
    </message>
    <message>
        <location filename="../../desktop/play_page.py" line="291"/>
        <source>legal</source>
        <translation>構築ルールに適合</translation>
    </message>
</context>
<context>
    <name>PrintingsDialog</name>
    <message>
        <location filename="../../desktop/deckprintings.py" line="38"/>
        <source>Choose printings</source>
        <translation>カードを選ぶ</translation>
    </message>
    <message>
        <location filename="../../desktop/deckprintings.py" line="41"/>
        <source>These lines name a card by a name several cards have. Choose the card each line means (to skip this question, write the set and number after the name, as in “3 Name (SET) 001”).</source>
        <translation>次の行のカード名には、同じ名前のカードが複数あります。各行がどのカードかを選んでください（この質問をなくすには、「3 カード名 (SET) 001」のように名前の後にセットと番号を書きます）。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckprintings.py" line="48"/>
        <source>Line %1: %2</source>
        <translation>%1 行目：%2</translation>
    </message>
    <message>
        <location filename="../../desktop/deckprintings.py" line="69"/>
        <source>Import</source>
        <translation>読み込む</translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../../desktop/table/prompt.py" line="175"/>
        <source>Pick an answer below (↑↓ and Enter, or 1–9).</source>
        <translation>下の一覧から選んでください(↑↓とEnter、または1〜9)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/prompt.py" line="177"/>
        <source>Drag a card onto a lit place, click a glowing card, or pick an answer below (↑↓ and Enter, or 1–9).</source>
        <translation>カードを光っている場所へドラッグするか、光っているカードをクリックするか、下の一覧から選んでください(↑↓とEnter、または1〜9)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/prompt.py" line="180"/>
        <source>Click a glowing card or pick an answer below (↑↓ and Enter, or 1–9).</source>
        <translation>光っているカードをクリックするか、下の一覧から選んでください(↑↓とEnter、または1〜9)。</translation>
    </message>
</context>
<context>
    <name>QuickPlayPanel</name>
    <message>
        <location filename="../../desktop/howto.py" line="172"/>
        <source>Play a game</source>
        <translation>すぐに対戦</translation>
    </message>
    <message>
        <location filename="../../desktop/howto.py" line="195"/>
        <source>Start %1 at once against the computer (%2), both sides with preconstructed decks.</source>
        <translation>%1をすぐに始めます。相手はコンピューター(%2)、デッキはお互いに構築済みデッキです。</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="77"/>
        <source>Replays</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="93"/>
        <source>Start (Home)</source>
        <translation>最初へ(Home)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="94"/>
        <source>Previous turn (Page Up)</source>
        <translation>前のターン(Page Up)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="95"/>
        <source>One step back (←)</source>
        <translation>1つ戻る(←)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="96"/>
        <source>Play / pause (Space)</source>
        <translation>再生/一時停止(Space)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="97"/>
        <source>One step forward (→)</source>
        <translation>1つ進む(→)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="98"/>
        <source>Next turn (Page Down)</source>
        <translation>次のターン(Page Down)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="99"/>
        <source>End (End)</source>
        <translation>最後へ(End)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="112"/>
        <source>Jump to</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="124"/>
        <source>Play from here…</source>
        <translation>ここから対戦…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="125"/>
        <source>Go on from this position as a new game, against the computer or a second player</source>
        <translation>この局面から新しいゲームとして続けます（コンピューターかもう1人のプレイヤーと対戦）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="164"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="166"/>
        <source>Your side</source>
        <translation>あなたの視点</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="167"/>
        <source>%1&apos;s side</source>
        <translation>%1の視点</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="168"/>
        <source>Everything revealed</source>
        <translation>すべて公開</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="176"/>
        <source>A study game: both sides&apos; cards were shown to the player.</source>
        <translation>研究用の対戦：プレイヤーには両方のカードが表示されていました。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="182"/>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="185"/>
        <source>Turn %1</source>
        <translation>ターン%1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/replay_viewer.py" line="239"/>
        <source>Answer %1 of %2 · turn %3</source>
        <translation>応答 %1 / %2 · ターン%3</translation>
    </message>
</context>
<context>
    <name>ReplaysPage</name>
    <message>
        <location filename="../../desktop/replays_page.py" line="70"/>
        <source>Replays</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="80"/>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="81"/>
        <source>Re-run the replay with this version of the engine and compare the result</source>
        <translation>このバージョンのエンジンでリプレイを再実行し、結果を照合します</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="83"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="91"/>
        <source>Played</source>
        <translation>対戦日時</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="91"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="91"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="91"/>
        <location filename="../../desktop/replays_page.py" line="205"/>
        <source>Decks</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="92"/>
        <location filename="../../desktop/replays_page.py" line="206"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="92"/>
        <location filename="../../desktop/replays_page.py" line="207"/>
        <source>Answers</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="196"/>
        <source>stored in the database</source>
        <translation>データベース内に保存</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="197"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="207"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="338"/>
        <source>This is not a replay this version can read.</source>
        <translation>このバージョンでは読めないリプレイです。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="398"/>
        <location filename="../../desktop/replays_page.py" line="409"/>
        <location filename="../../desktop/replays_page.py" line="413"/>
        <location filename="../../desktop/replays_page.py" line="414"/>
        <source>Verify replay</source>
        <translation>リプレイの検証</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="374"/>
        <location filename="../../desktop/replays_page.py" line="398"/>
        <source>The replay could not be read.</source>
        <translation>リプレイを読めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="46"/>
        <source>Replays (*.json *.tcgreplay);;All files (*)</source>
        <translation>リプレイ (*.json *.tcgreplay);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="72"/>
        <source>Watch</source>
        <translation>観る</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="75"/>
        <source>Import…</source>
        <translation>読み込み…</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="76"/>
        <source>Add a replay file (it is checked first)</source>
        <translation>リプレイファイルを追加(先に検証します)</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="78"/>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="92"/>
        <source>Turns</source>
        <translation>ターン数</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="105"/>
        <source>No replays stored yet. Games you finish on the Play page are stored here automatically; you can also import a replay file (for example one written by &lt;code&gt;tcgtable simulate --replays DIR&lt;/code&gt;).</source>
        <translation>リプレイはまだありません。プレイページで終えたゲームは自動でここに保存されます。リプレイファイル(例：&lt;code&gt;tcgtable simulate --replays DIR&lt;/code&gt; で書き出したもの)を読み込むこともできます。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="163"/>
        <source>The list of replays could not be read: %1</source>
        <translation>リプレイの一覧を読めませんでした：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="216"/>
        <source>%1 (study game)</source>
        <translation>%1（研究用）</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="220"/>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="257"/>
        <source>Watch replay</source>
        <translation>リプレイを観る</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="257"/>
        <source>This replay cannot be shown.</source>
        <translation>このリプレイは表示できません。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="299"/>
        <source>Computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="306"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="327"/>
        <location filename="../../desktop/replays_page.py" line="338"/>
        <location filename="../../desktop/replays_page.py" line="348"/>
        <location filename="../../desktop/replays_page.py" line="356"/>
        <location filename="../../desktop/replays_page.py" line="362"/>
        <location filename="../../desktop/replays_page.py" line="364"/>
        <source>Import replay</source>
        <translation>リプレイの読み込み</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="348"/>
        <source>The replay does not play back the same with this version, so it was not imported.</source>
        <translation>このバージョンでは同じように再生されないため、読み込みませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="356"/>
        <source>The replay could not be stored.</source>
        <translation>リプレイを保存できませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="362"/>
        <source>The replay could not be checked.</source>
        <translation>リプレイを検証できませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="364"/>
        <source>Checking the replay…</source>
        <translation>リプレイを検証中…</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="374"/>
        <location filename="../../desktop/replays_page.py" line="378"/>
        <location filename="../../desktop/replays_page.py" line="386"/>
        <source>Export replay</source>
        <translation>リプレイの書き出し</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="386"/>
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="410"/>
        <source>The replay plays back exactly.</source>
        <translation>リプレイは正確に再現されました。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="411"/>
        <source>The replay does not play back the same.</source>
        <translation>リプレイが同じ結果になりません。</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="413"/>
        <source>Re-running the game…</source>
        <translation>ゲームを再実行中…</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="421"/>
        <source>Remove replay</source>
        <translation>リプレイの削除</translation>
    </message>
    <message>
        <location filename="../../desktop/replays_page.py" line="421"/>
        <source>Remove this replay from the list? A replay file on disk is kept.</source>
        <translation>このリプレイを一覧から削除しますか？ディスク上のファイルは残ります。</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="67"/>
        <source>Review this game</source>
        <translation>このゲームを振り返る</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="68"/>
        <source>The computer re-examines each decision of the side you watch from (or yours), from that side&apos;s view only, and marks the clearly worse ones</source>
        <translation>見ている側（またはあなた）の選択をコンピューターがその側に見えている情報だけから見直し、はっきり悪かった選択に印を付けます</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="72"/>
        <source>Re-examining: %p%</source>
        <translation>見直し中：%p%</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="73"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="162"/>
        <source>The review could not be kept: %1</source>
        <translation>振り返りを保存できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="196"/>
        <source>Answer %1: chose %2 (%3%); better %4 (%5%)</source>
        <translation>%1手目：%2（%3%）を選択、より良い手は %4（%5%）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="207"/>
        <source> (a hint was asked here)</source>
        <translation>（ここでヒントを使用）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="217"/>
        <source>%1: %2 decisions re-examined, %3 marked (another option at least %4 points better).</source>
        <translation>%1：%2回の選択を見直し、%3回に印（別の手が%4ポイント以上良い）。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="221"/>
        <source> Hints asked: %1 (yellow triangles).</source>
        <translation>ヒントの使用：%1回（黄色の三角）。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/reviewpanel.py" line="222"/>
        <source> Win chance over the game:</source>
        <translation>ゲームを通した勝率：</translation>
    </message>
</context>
<context>
    <name>SetDocument</name>
    <message>
        <location filename="../../desktop/editor/document.py" line="124"/>
        <source>Give the set a valid code first: pictures are kept by set code.</source>
        <translation>先に正しいセットコードを付けてください。画像はセットコードごとに保存されます。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/document.py" line="127"/>
        <source>%1: a picture must be a PNG, JPEG or WebP file.</source>
        <translation>%1：画像はPNG・JPEG・WebPファイルである必要があります。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/document.py" line="130"/>
        <source>%1: the picture is larger than %2 MB.</source>
        <translation>%1：画像が%2 MBを超えています。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/document.py" line="141"/>
        <source>the picture cannot be read</source>
        <translation>画像を読み込めません</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/document.py" line="166"/>
        <source>Add card %1</source>
        <translation>カード%1を追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/document.py" line="173"/>
        <source>Duplicate card %1</source>
        <translation>カード%1を複製</translation>
    </message>
</context>
<context>
    <name>SetEditorWindow</name>
    <message>
        <location filename="../../desktop/editor/window.py" line="62"/>
        <location filename="../../desktop/editor/window.py" line="283"/>
        <source>Card set editor</source>
        <translation>カードセットエディター</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="69"/>
        <source>&amp;Set</source>
        <translation>セット(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="70"/>
        <source>New set…</source>
        <translation>新しいセット…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="71"/>
        <source>Drafts…</source>
        <translation>下書き…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="72"/>
        <source>Import file…</source>
        <translation>ファイルを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="73"/>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="75"/>
        <location filename="../../desktop/editor/window.py" line="189"/>
        <location filename="../../desktop/editor/window.py" line="418"/>
        <location filename="../../desktop/editor/window.py" line="423"/>
        <location filename="../../desktop/editor/window.py" line="432"/>
        <location filename="../../desktop/editor/window.py" line="440"/>
        <location filename="../../desktop/editor/window.py" line="441"/>
        <source>Use in games</source>
        <translation>ゲームで使う</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="76"/>
        <source>Try this card</source>
        <translation>このカードを試す</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="77"/>
        <source>Try this card, two players (hot-seat)</source>
        <translation>このカードを試す(2人・ホットシート)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="80"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="81"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="82"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="84"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="87"/>
        <source>Add card</source>
        <translation>カードを追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="89"/>
        <source>Duplicate card</source>
        <translation>カードを複製</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="91"/>
        <source>Delete card</source>
        <translation>カードを削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="92"/>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/actions.py" line="129"/>
        <source>Fix the problems first: %n problem(s) in this set.</source>
        <translation>
            <numerusform>先に問題を直してください：このセットに%n件の問題があります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="130"/>
        <source>Play a game against the computer with this card in your deck and, at the start, in your hand</source>
        <translation>このカードをデッキと最初の手札に入れて、コンピューターと対戦します</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="132"/>
        <source>Play both sides yourself (or with a friend at this computer), this card in the first player&apos;s deck</source>
        <translation>両方の側を自分で(またはこのコンピューターで友人と)プレイします。このカードはプレイヤー1のデッキに入ります</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="134"/>
        <source>Import this set into the card database</source>
        <translation>このセットをカードデータベースに取り込みます</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="135"/>
        <source>Save the set as one card-set file</source>
        <translation>セットを1つのカードセットファイルとして保存します</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="136"/>
        <source>It is kept as a draft.</source>
        <translation>下書きとして保存されています。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="140"/>
        <location filename="../../desktop/editor/window.py" line="344"/>
        <source>card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/actions.py" line="140"/>
        <location filename="../../desktop/editor/window.py" line="344"/>
        <source>set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="43"/>
        <source>Card sets (*.yaml *.yml *.json *.zip);;All files (*)</source>
        <translation>カードセット (*.yaml *.yml *.json *.zip);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="45"/>
        <source>Card set packages with pictures (*.zip);;Card sets (*.yaml);;All files (*)</source>
        <translation>画像付きカードセットパッケージ (*.zip);;カードセット (*.yaml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="108"/>
        <source>Draft saved: %1</source>
        <translation>下書きを保存しました：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="109"/>
        <source>The draft could not be saved: %1</source>
        <translation>下書きを保存できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="140"/>
        <location filename="../../desktop/editor/window.py" line="218"/>
        <source>Card set editor — %1</source>
        <translation>カードセットエディター — %1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="154"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="154"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="155"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="156"/>
        <source>Name (English)</source>
        <translation>名前（英語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="157"/>
        <source>Name (Japanese)</source>
        <translation>名前（日本語）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="167"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="167"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="168"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="177"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="275"/>
        <source>Back to %1</source>
        <translation>%1に戻る</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="284"/>
        <source>There is already a draft of a set %1. Replace it?</source>
        <translation>セット%1の下書きがすでにあります。置き換えますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="306"/>
        <source>Open draft</source>
        <translation>下書きを開く</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="306"/>
        <source>This draft cannot be opened.</source>
        <translation>この下書きは開けません。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="312"/>
        <source>Delete draft</source>
        <translation>下書きを削除</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="313"/>
        <source>Delete the draft %1? This cannot be undone.</source>
        <translation>下書き%1を削除しますか？元に戻せません。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="323"/>
        <location filename="../../desktop/editor/window.py" line="335"/>
        <location filename="../../desktop/editor/window.py" line="346"/>
        <location filename="../../desktop/editor/window.py" line="358"/>
        <source>Import card set file</source>
        <translation>カードセットファイルを読み込む</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="335"/>
        <source>This file is not a card set.</source>
        <translation>このファイルはカードセットではありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="339"/>
        <source>Game: %1</source>
        <translation>ゲーム：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="340"/>
        <source>Code: %1, version %2</source>
        <translation>コード：%1、バージョン%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="341"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="342"/>
        <source>%n picture(s)</source>
        <translation>
            <numerusform>画像%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="343"/>
        <source>%n problem(s):</source>
        <translation>
            <numerusform>問題%n件：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="345"/>
        <source>No problems.</source>
        <translation>問題はありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="347"/>
        <source>Open it in the editor?</source>
        <translation>エディターで開きますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="355"/>
        <source>the set&apos;s code is not valid, so its pictures have no folder</source>
        <translation>セットコードが正しくないため、画像の保存先がありません</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="358"/>
        <location filename="../../desktop/editor/window.py" line="440"/>
        <source>The pictures could not be stored.</source>
        <translation>画像を保存できませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="371"/>
        <location filename="../../desktop/editor/window.py" line="383"/>
        <source>Export card set</source>
        <translation>カードセットを書き出す</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="383"/>
        <source>The file could not be written.</source>
        <translation>ファイルに書き込めませんでした。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/editor/window.py" line="386"/>
        <source> (without its %n picture(s): export as .zip to include them)</source>
        <translation>
            <numerusform>(画像%n枚は含まれていません。含めるには .zip で書き出してください)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="388"/>
        <source>Exported to %1</source>
        <translation>%1に書き出しました</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="402"/>
        <source>Player 1</source>
        <translation>プレイヤー1</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="402"/>
        <source>Player 2</source>
        <translation>プレイヤー2</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="403"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="403"/>
        <source>Computer (Normal)</source>
        <translation>コンピューター（ふつう）</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="419"/>
        <source>“%1” is the code of a set that comes with TCG Table; give your set another code.</source>
        <translation>「%1」は TCG Table に付属するセットのコードです。別のコードにしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="424"/>
        <source>The card database has version %1 of set %2. Raise this set&apos;s version to %3 and update it? Decks and collections keep their cards.</source>
        <translation>カードデータベースにはセット%2のバージョン%1があります。このセットのバージョンを%3に上げて更新しますか？デッキとコレクションのカードはそのまま残ります。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/window.py" line="432"/>
        <source>The set could not be imported.</source>
        <translation>セットを取り込めませんでした。</translation>
    </message>
</context>
<context>
    <name>SetImport</name>
    <message>
        <location filename="../../desktop/importwords.py" line="31"/>
        <source>%1 set %2 version %3</source>
        <translation>%1のセット %2 バージョン%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="35"/>
        <source>%n card(s) added</source>
        <translation>
            <numerusform>%n枚のカードを追加しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="37"/>
        <source>%n added</source>
        <translation>
            <numerusform>追加%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="38"/>
        <source>%n updated</source>
        <translation>
            <numerusform>更新%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/importwords.py" line="39"/>
        <source>%n removed</source>
        <translation>
            <numerusform>削除%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/importwords.py" line="40"/>
        <source>updated from version %1 (%2)</source>
        <translation>バージョン%1から更新しました（%2）</translation>
    </message>
    <message>
        <location filename="../../desktop/importwords.py" line="42"/>
        <source>already in the database, nothing to do</source>
        <translation>すでにデータベースにあります。変更はありません</translation>
    </message>
    <message>
        <location filename="../../desktop/importwords.py" line="44"/>
        <source>not imported: the database has the newer version %1</source>
        <translation>読み込みませんでした：データベースには新しいバージョン%1があります</translation>
    </message>
    <message>
        <location filename="../../desktop/importwords.py" line="45"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>SetTotalsTable</name>
    <message>
        <location filename="../../desktop/collection_page.py" line="44"/>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="44"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="44"/>
        <source>Owned</source>
        <translation>所持</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="44"/>
        <source>Copies</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../../desktop/collection_page.py" line="45"/>
        <source>Complete</source>
        <translation>収集率</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../desktop/settings_page.py" line="34"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="37"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="45"/>
        <source>No folder: cards are drawn from their data</source>
        <translation>フォルダーなし：カードはデータから描画されます</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="47"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="49"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="71"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="78"/>
        <source>None: the deck lab plays on this computer&apos;s cores</source>
        <translation>なし：デッキラボはこのコンピューターのコアで対戦します</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="79"/>
        <source>A Ray cluster for the deck lab&apos;s games: auto (the cluster this computer belongs to) or ray://host:10001. Needs Ray: &lt;code&gt;pip install &quot;.[cluster]&quot;&lt;/code&gt;</source>
        <translation>デッキラボの対戦に使うRayクラスター：auto（このコンピューターが属するクラスター）またはray://host:10001。Rayが必要です：&lt;code&gt;pip install &quot;.[cluster]&quot;&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="82"/>
        <source>Import card set files…</source>
        <translation>カードセットファイルを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="84"/>
        <source>(in memory)</source>
        <translation>(メモリ内)</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="93"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="95"/>
        <location filename="../../desktop/settings_page.py" line="121"/>
        <source>Card image folder</source>
        <translation>カード画像フォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="97"/>
        <source>Default computer level</source>
        <translation>コンピューターの既定の強さ</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="98"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="99"/>
        <source>Ray cluster</source>
        <translation>Rayクラスター</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="100"/>
        <source>Card sets</source>
        <translation>カードセット</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="101"/>
        <source>Database file</source>
        <translation>データベースファイル</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="117"/>
        <source>The new language applies when TCG Table starts next.</source>
        <translation>新しい言語は TCG Table の次回起動時に反映されます。</translation>
    </message>
    <message>
        <location filename="../../desktop/settings_page.py" line="133"/>
        <source>Pictures named like VSS1-001.png, VSS1/001.jpg or victory_spark/VSS1/001.webp replace the drawn faces.</source>
        <translation>VSS1-001.png、VSS1/001.jpg、victory_spark/VSS1/001.webp のような名前の画像があれば、描画したカードの代わりに使います。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/settings_page.py" line="137"/>
        <source>%n card picture(s) found in this folder.</source>
        <translation>
            <numerusform>このフォルダーにカード画像が %n 枚あります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../desktop/editor/start.py" line="82"/>
        <source>Card set editor</source>
        <translation>カードセットエディター</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="84"/>
        <source>Make your own card set: its cards, their texts and abilities. Every change is saved as a draft at once; a set without problems can be used in games.</source>
        <translation>自分のカードセットを作れます（カード、テキスト、能力）。変更はすぐに下書きとして保存され、問題のないセットはゲームで使えます。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="87"/>
        <location filename="../../desktop/editor/start.py" line="136"/>
        <source>Drafts</source>
        <translation>下書き</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="90"/>
        <source>Open draft</source>
        <translation>下書きを開く</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="92"/>
        <source>Delete draft…</source>
        <translation>下書きを削除…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="94"/>
        <source>New set…</source>
        <translation>新しいセット…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="96"/>
        <source>Import file…</source>
        <translation>ファイルを読み込む…</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="129"/>
        <source>version %1, %2 cards</source>
        <translation>バージョン%1、%2枚</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="136"/>
        <source>No drafts yet.</source>
        <translation>下書きはまだありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/start.py" line="139"/>
        <source>Drafts folder: %1</source>
        <translation>下書きフォルダー：%1</translation>
    </message>
</context>
<context>
    <name>StatFields</name>
    <message>
        <location filename="../../desktop/editor/statfields.py" line="51"/>
        <source>Fix the stats line to use these boxes.</source>
        <translation>これらの欄を使うには数値の行を直してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/editor/statfields.py" line="74"/>
        <source>This type has no stats.</source>
        <translation>この種類には数値がありません。</translation>
    </message>
</context>
<context>
    <name>StopBar</name>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="41"/>
        <source>Stop at:</source>
        <translation>ストップ：</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="43"/>
        <source>Where the table asks you. Elsewhere it passes for you, unless the opponent plays something or attacks and you can answer.</source>
        <translation>ここでは選択を尋ねます。それ以外では自動でパスします（相手がプレイや攻撃をして、あなたが対応できるときを除く）。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="58"/>
        <source>Pass turn</source>
        <translation>ターン終了までパス</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="59"/>
        <source>Pass until the end of this turn (F4); Esc stops</source>
        <translation>このターンの終わりまでパスします（F4）。Escで中止</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="62"/>
        <source>Pass until something happens</source>
        <translation>何か起きるまでパス</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="63"/>
        <source>Pass until the opponent plays something or attacks, or the turn ends (F6); Esc stops</source>
        <translation>相手がプレイか攻撃をするか、ターンが終わるまでパスします（F6）。Escで中止</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="78"/>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="79"/>
        <source>Stop passing (Esc)</source>
        <translation>パスをやめる（Esc）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="87"/>
        <source>Auto-pass</source>
        <translation>自動パス</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="88"/>
        <source>Off: every decision is asked, wherever the stops are</source>
        <translation>オフ：ストップの設定にかかわらず、すべての選択を尋ねます</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="98"/>
        <source>Passing until end of turn</source>
        <translation>ターン終了までパス中</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="100"/>
        <source>Passing until something happens</source>
        <translation>何か起きるまでパス中</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="126"/>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="127"/>
        <source>Stop at %1 on your turn</source>
        <translation>自分のターンの%1で止まる</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="128"/>
        <source>Opp.</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopbar.py" line="129"/>
        <source>Stop at %1 on the opponent&apos;s turn</source>
        <translation>相手のターンの%1で止まる</translation>
    </message>
</context>
<context>
    <name>StopControl</name>
    <message>
        <location filename="../../desktop/table/stopcontrol.py" line="46"/>
        <source>Pass until end of turn</source>
        <translation>ターン終了までパス</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopcontrol.py" line="47"/>
        <source>Pass until something happens</source>
        <translation>何か起きるまでパス</translation>
    </message>
    <message>
        <location filename="../../desktop/table/stopcontrol.py" line="48"/>
        <source>Stop passing</source>
        <translation>パスを中止</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../desktop/table/texts.py" line="29"/>
        <source>Chara phase: play a card (drag it onto the ring or a bench slot), or pass.</source>
        <translation>キャラフェイズ：カードをプレイする(リングかベンチへドラッグ)か、パスします。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="31"/>
        <source>Ability phase: use an ability, or pass.</source>
        <translation>アビリティフェイズ：技を使うか、パスします。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="32"/>
        <source>Main phase: play cards, use abilities or attack (drag a card onto a lit place), or pass.</source>
        <translation>メインフェイズ：カードのプレイ、能力の使用、アタック(光っている場所へドラッグ)、またはパス。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="45"/>
        <source>Block step: use an ability or slide a chara, or pass.</source>
        <translation>ブロックステップ：能力を使うかキャラをスライドするか、パスします。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="57"/>
        <source>Choose the card that starts in your ring.</source>
        <translation>リングに置くカードを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="58"/>
        <source>Energy phase: you may put a card from your hand into energy (drag it onto Energy).</source>
        <translation>エネルギーフェイズ：手札を1枚エネルギー置場に置けます(エネルギーへドラッグ)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="59"/>
        <source>Reveal the card to use its ability?</source>
        <translation>カードを公開して技を使いますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="60"/>
        <source>You may cancel an ability.</source>
        <translation>技をキャンセルできます。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="61"/>
        <source>Choose which ability resolves first.</source>
        <translation>先に解決する技を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="62"/>
        <source>Attack phase: attack, or end your attacks.</source>
        <translation>アタックフェイズ：アタックするか、アタックを終えます。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="63"/>
        <source>Choose a bench card to support the attack (drag it onto your ring).</source>
        <translation>アタックをサポートするベンチのカードを選んでください(リングへドラッグ)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="64"/>
        <source>Partner block: discard a partner from your hand to block the attack?</source>
        <translation>パートナーブロック：手札のパートナーを捨ててアタックをブロックしますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="68"/>
        <source>Choose a card to discard for the cost.</source>
        <translation>コストとして捨てるカードを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="69"/>
        <source>Apply a replacement effect?</source>
        <translation>置換効果を適用しますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="70"/>
        <source>Choose a card for the ability of %1.</source>
        <translation>%1の能力の対象を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="71"/>
        <source>Use the ability of %1?</source>
        <translation>%1の能力を使いますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="72"/>
        <source>Put your missions in order.</source>
        <translation>ミッションの並び順を決めてください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="73"/>
        <source>Choose %n card(s) from your hand to put into energy.</source>
        <translation>
            <numerusform>エネルギーに置く手札を%n枚選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="74"/>
        <source>Choose which triggered ability to play first.</source>
        <translation>先にプレイする誘発能力を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="75"/>
        <source>You may play %1 without paying its cost.</source>
        <translation>%1をコストを支払わずにプレイできます。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="76"/>
        <source>Charge phase: you may keep a card (drag it onto Keep), or pass.</source>
        <translation>チャージフェイズ：カードを1枚キープできます(キープへドラッグ)。またはパス。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="77"/>
        <source>Charge phase: choose hand cards for energy (drag them onto Energy); they go there together when you press Done.</source>
        <translation>チャージフェイズ：エネルギーに置く手札を選びます(エネルギーへドラッグ)。終了を押すと、選んだカードがまとめて置かれます。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="80"/>
        <source>Choose the bench slot for %1 (drag it onto the slot).</source>
        <translation>%1を置くベンチの枠を選んでください(枠へドラッグ)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="43"/>
        <source>Pay %n: choose which energy card rests.</source>
        <translation>%n支払う：レストするエネルギーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="81"/>
        <source>Top of the deck: choose a card to take for the ability of %1, or Done.</source>
        <translation>山札の上：%1の能力で手に入れるカードを選ぶか、終了してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="82"/>
        <source>Top of the deck: choose the order of the rest, highest card first (%1).</source>
        <translation>山札の上：残りのカードの順番を、上に置くカードから選んでください(%1)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="84"/>
        <source>Cards go to the bottom of your deck: choose their order, the upper card first.</source>
        <translation>カードを山札の下に置きます：並び順を、上になるカードから選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="86"/>
        <source>Cards go onto your deck: choose their order, the top card first.</source>
        <translation>カードを山札の上に置きます：並び順を、一番上になるカードから選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="78"/>
        <source>Pay %n: choose energy to put into the trash.</source>
        <translation>%n支払う：トラッシュに置くエネルギーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="41"/>
        <source>Cancel %1?</source>
        <translation>%1をキャンセルしますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="39"/>
        <source>Cancel %1? It chose %2.</source>
        <translation>%1をキャンセルしますか？（選んだカード：%2）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="55"/>
        <source>Choose a card to pay the cost of %1.</source>
        <translation>%1のコストを支払うカードを選んでください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="65"/>
        <source>Put %n card(s) from your hand into the waiting room.</source>
        <translation>
            <numerusform>手札を%n枚、控え室に置いてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="67"/>
        <source>Put %n card(s) from your hand into the trash.</source>
        <translation>
            <numerusform>手札を%n枚、トラッシュに置いてください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="79"/>
        <source>Choose where the chara slides.</source>
        <translation>キャラのスライド先を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="83"/>
        <source>Choose the area for the chara.</source>
        <translation>キャラを置くエリアを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="88"/>
        <source>Your answer: %1</source>
        <translation>あなたの応答：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="95"/>
        <source>Pay for %1: click a released card in your attribute area to put into the discard (%n more).</source>
        <translation>%1のコスト：属性エリアのリリース状態のカードをクリックして捨て札に置いてください(あと%n枚)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="96"/>
        <source>Pay for %1: click a card of your hand or field sharing an attribute to put into the discard (%n more).</source>
        <translation>%1のコスト：属性が共通する手札か場のカードをクリックして捨て札に置いてください(あと%n枚)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="98"/>
        <source>Standby phase: play a unit (drag it onto a lit area or the field slot) or an event (onto the stack), put a card into the attribute area, or end.</source>
        <translation>スタンバイフェイズ：ユニットのプレイ(光っているエリアかフィールド置き場へドラッグ)、イベントのプレイ(スタックへ)、属性エリアへのカードの配置、または終了。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="99"/>
        <source>Action step: move a released unit (drag it onto a lit area), or end.</source>
        <translation>行動ステップ：リリース状態のユニットを移動(光っているエリアへドラッグ)するか、終了します。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="100"/>
        <source>Attack: click a glowing unit to attack with it, or end your attacks.</source>
        <translation>攻撃：光っているユニットをクリックして攻撃するか、攻撃を終えます。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="101"/>
        <source>Choose the target: click a lit place (or drag the attacker onto it).</source>
        <translation>攻撃対象を選んでください：光っている場所をクリック(または攻撃ユニットをそこへドラッグ)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="102"/>
        <source>Block: click a glowing blocker, or don&apos;t block.</source>
        <translation>ブロック：光っているブロッカーをクリックするか、ブロックしません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="103"/>
        <source>Support: click a glowing supporter to support the unit in front of it, or Done.</source>
        <translation>サポート：光っているサポーターをクリックして前のユニットをサポートするか、終了します。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="104"/>
        <source>Choose the area for %1 (drag it onto a lit area).</source>
        <translation>%1を配置するエリアを選んでください(光っているエリアへドラッグ)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="105"/>
        <source>You may respond: play an event (drag it onto the stack), an effect or a keyword step, or pass.</source>
        <translation>カットインできます：イベント(スタックへドラッグ)、効果、キーワードの移動をプレイするか、パスします。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="116"/>
        <source>Main phase: play a card (drag it onto your play area), set a node (onto your nodes), attack (drag a character onto the opponent&apos;s field), or pass.</source>
        <translation>メインフェイズ：カードをプレイ(プレイエリアへドラッグ)、ノードをセット(ノードへ)、攻撃(キャラクターを相手の場へドラッグ)するか、パスしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="117"/>
        <source>You may respond: play a command, use an effect, defend (click a glowing character), or pass.</source>
        <translation>干渉できます：コマンドのプレイ、効果の使用、防御(光っているキャラクターをクリック)、またはパス。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="120"/>
        <source>%1 is protected: pay %n, or your effect is negated.</source>
        <translation>%1は守られています：%n支払うか、あなたの効果が無効になります。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="122"/>
        <source>Choose a mode of %1 (%n more to choose).</source>
        <translation>%1のモードを選んでください（あと%n個）。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="124"/>
        <source>Choose the target player of %1.</source>
        <translation>%1の目標のプレイヤーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="126"/>
        <source>Transform: choose the transformed state %1 takes.</source>
        <translation>変身：%1がなる変身状態を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="129"/>
        <source>Upkeep of %1: pay %n, or it is destroyed.</source>
        <translation>%1の維持コスト：%n支払うか、破棄されます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/table/texts.py" line="131"/>
        <source>Graze: put the top %n card(s) of your deck into your nodes, sleeping?</source>
        <translation>
            <numerusform>グレイズ：デッキの上から%n枚をスリープ状態でノードに置きますか？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="132"/>
        <source>Choose the character to set %1 on.</source>
        <translation>%1をセットするキャラクターを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="133"/>
        <source>Discard phase: discard down to 7 cards (%n more).</source>
        <translation>ディスカードフェイズ：手札が7枚になるまで捨ててください(あと%n枚)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="134"/>
        <source>Link: choose a card to remove from the game, or decline (this card is removed instead).</source>
        <translation>連結：ゲームから除外するカードを選ぶか、断ってください(このカードが除外されます)。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="135"/>
        <source>Overdrive: choose a card in your underworld to remove from the game, or finish.</source>
        <translation>オーバードライブ：冥界から除外するカードを選ぶか、終了してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="136"/>
        <source>Spell break: choose a Second Seal character from your sideboard to put onto the field, or No.</source>
        <translation>スペルブレイク：サイドボードから場に出す弐符キャラクターを選ぶか、「いいえ」を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="137"/>
        <source>Move every card set on the First Seal card to the new character?</source>
        <translation>壱符のカードにセットされているカードを全て新しいキャラクターに移しますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="138"/>
        <source>Leader: choose the popularity card to keep.</source>
        <translation>リーダー：残す「人気」を1枚選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="106"/>
        <source>Your effects triggered together: choose the one that resolves first, then the next.</source>
        <translation>自分の効果が同時に誘発しました：先に解決する効果を選び、続けて次を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="145"/>
        <location filename="../../desktop/table/texts.py" line="146"/>
        <location filename="../../desktop/table/texts.py" line="152"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="146"/>
        <source>End attacks</source>
        <translation>アタック終了</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="146"/>
        <source>Don&apos;t support</source>
        <translation>サポートしない</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="147"/>
        <source>Don&apos;t block</source>
        <translation>ブロックしない</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="147"/>
        <source>Done</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="147"/>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="147"/>
        <source>Don&apos;t replace</source>
        <translation>置換しない</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="148"/>
        <source>Don&apos;t play</source>
        <translation>プレイしない</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="148"/>
        <source>Put into energy</source>
        <translation>エネルギーに置く</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="149"/>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="152"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="165"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="165"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../../desktop/table/texts.py" line="166"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../desktop/table/tableview.py" line="170"/>
        <source>Point at a card on the board or in the log to see it here</source>
        <translation>盤面やログのカードを指すと、ここに表示されます</translation>
    </message>
    <message>
        <location filename="../../desktop/table/tableview.py" line="274"/>
        <source>Setting up</source>
        <translation>準備中</translation>
    </message>
    <message>
        <location filename="../../desktop/table/tableview.py" line="276"/>
        <location filename="../../desktop/table/tableview.py" line="279"/>
        <source>Turn %1</source>
        <translation>ターン%1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/tableview.py" line="277"/>
        <source>your turn</source>
        <translation>あなたのターン</translation>
    </message>
    <message>
        <location filename="../../desktop/table/tableview.py" line="277"/>
        <source>the computer&apos;s turn</source>
        <translation>コンピューターのターン</translation>
    </message>
    <message>
        <location filename="../../desktop/table/tableview.py" line="297"/>
        <source>To answer:</source>
        <translation>応答する人：</translation>
    </message>
</context>
<context>
    <name>TaskDialog</name>
    <message>
        <location filename="../../desktop/workers.py" line="122"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop/workers.py" line="135"/>
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
</context>
<context>
    <name>ViolationList</name>
    <message>
        <location filename="../../desktop/deckviews.py" line="311"/>
        <source>Remove missing cards</source>
        <translation>見つからないカードを外す</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="312"/>
        <source>Take the cards that are no longer in the card database out of the deck</source>
        <translation>カードデータベースにもうないカードをデッキから外します</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckviews.py" line="344"/>
        <source>Cannot be played: %n card(s) no longer in the card database</source>
        <translation>
            <numerusform>プレイできません：カードデータベースにないカードが %n 種類あります</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="348"/>
        <source>%1: no longer in the card database</source>
        <translation>%1：カードデータベースにありません</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="351"/>
        <source>This build has no deck rules for this game yet.</source>
        <translation>このビルドにはこのゲームの構築ルールがまだありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="354"/>
        <source>Legal deck</source>
        <translation>構築ルールに適合</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckviews.py" line="357"/>
        <source>Not legal: %n problem(s)</source>
        <translation>
            <numerusform>不適合：問題 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="360"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../desktop/deckviews.py" line="367"/>
        <source>%1: no longer in its card set; it still plays with its last card text</source>
        <translation>%1：カードセットから外れました(最後のカードテキストのままプレイできます)</translation>
    </message>
</context>
<context>
    <name>deckcheck</name>
    <message>
        <location filename="../../desktop/deckcheck.py" line="38"/>
        <source>card #%1</source>
        <translation>カード #%1</translation>
    </message>
    <message>
        <location filename="../../desktop/deckcheck.py" line="52"/>
        <source>and %1 more</source>
        <translation>ほか %1 件</translation>
    </message>
    <message>
        <location filename="../../desktop/deckcheck.py" line="53"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>deckcounts</name>
    <message numerus="yes">
        <location filename="../../desktop/deckcounts.py" line="19"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/deckcounts.py" line="28"/>
        <source>%1 + %n in the sideboard</source>
        <translation>
            <numerusform>%1 + サイドボード %n 枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <location filename="../../desktop/dialogs.py" line="27"/>
        <source>File: %1</source>
        <translation>ファイル：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs.py" line="30"/>
        <source>Problems:</source>
        <translation>問題：</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs.py" line="34"/>
        <source>Where: %1</source>
        <translation>場所：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs.py" line="35"/>
        <source>Problem: %1</source>
        <translation>問題：%1</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs.py" line="47"/>
        <source>(more under Show Details)</source>
        <translation>(続きは「詳細を表示」で)</translation>
    </message>
</context>
</TS>
