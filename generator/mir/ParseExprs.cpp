//===- ParseExprs.cpp - types, paths, places, operands, constants ---------===//
#include "mir/ParserImpl.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"

#include "llvm/ADT/StringSwitch.h"

#include <optional>

using namespace rsgpu::mir;
using llvm::StringRef;

/// The scalar value of a char literal as rustc's MIR prints it (`char`'s
/// Debug form, quotes dropped): one character in UTF-8, or an escape
/// (`\n`, `\t`, `\r`, `\0`, `\\`, `\'`, `\"`, `\u{HEX}`).
static std::optional<uint32_t> charValue(StringRef s) {
  if (s.empty())
    return std::nullopt;
  if (s[0] == '\\') {
    if (s.size() == 2)
      switch (s[1]) {
      case 'n': return 10;
      case 't': return 9;
      case 'r': return 13;
      case '0': return 0;
      case '\\': return 92;
      case '\'': return 39;
      case '"': return 34;
      default: return std::nullopt;
      }
    uint32_t v = 0;
    if (!s.consume_front("\\u{") || !s.consume_back("}") || s.empty() || s.size() > 6 ||
        s.getAsInteger(16, v) || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
      return std::nullopt;
    return v;
  }
  unsigned char b = s[0];
  unsigned n = b < 0x80 ? 1 : (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3
                                                  : (b & 0xF8) == 0xF0 ? 4 : 0;
  if (n == 0 || s.size() != n)
    return std::nullopt;
  uint32_t v = n == 1 ? b : n == 2 ? b & 0x1F : n == 3 ? b & 0x0F : b & 0x07;
  for (unsigned i = 1; i < n; ++i) {
    if (((unsigned char)s[i] & 0xC0) != 0x80)
      return std::nullopt;
    v = (v << 6) | ((unsigned char)s[i] & 0x3F);
  }
  return v;
}

unsigned Parser::parseLocalId(const Token &t) {
  if (t.kind != Token::Ident || !isLocalName(t.text))
    fail(t.loc(), "RG0010", "expected a local (`_N`), found " + describe(t));
  unsigned v = 0;
  if (t.text.drop_front().getAsInteger(10, v) || v > 1000000)
    fail(t.loc(), "RG0010", "local number out of range");
  return v;
}

unsigned Parser::parseBlockId(const Token &t) {
  unsigned v = 0;
  if (t.kind != Token::Ident || !t.text.starts_with("bb") ||
      t.text.drop_front(2).getAsInteger(10, v) || v > 1000000)
    fail(t.loc(), "RG0010",
         "expected a basic block (`bbN`), found " + describe(t));
  return v;
}

uint64_t Parser::parseUInt(const Token &t) {
  uint64_t v = 0;
  if (t.kind != Token::Number || t.text.getAsInteger(10, v))
    fail(t.loc(), "RG0010", "expected an integer, found " + describe(t));
  return v;
}

//===-- types and paths ---------------------------------------------------===//

TypeP Parser::parseType() {
  DepthGuard g(*this, tok.loc());
  // One shared node per plain one-segment type (`u32`, `bool`, `Vec3`): a
  // body declares dozens of them (locals, casts, fields). Their `loc` is
  // that of the first occurrence; diagnostics point at the use instead.
  bool plain = false;
  if (tok.is(Token::Ident) && !tok.isIdent("fn") && !tok.isIdent("unsafe") &&
      !tok.isIdent("extern") && !tok.isIdent("for") && !tok.isIdent("dyn") &&
      !tok.isIdent("impl")) {
    Token next = peek2();
    plain = !next.isPunct("::") && !next.isPunct("<") && !next.isPunct("(") &&
            !next.isPunct("[");
  }
  if (plain) {
    if (auto it = plainTypes.find(tok.text); it != plainTypes.end()) {
      advance();
      return it->second;
    }
  }
  auto t = std::make_shared<Type>();
  t->loc = tok.loc();
  const char *start = tok.pos;
  auto textFromStart = [&] { return std::string(start, prevEnd - start); };
  if (consumePunct("&")) {
    t->kind = Type::Ref;
    if (tok.is(Token::Lifetime)) {
      t->lifetime = tok.text.str();
      advance();
    }
    t->isMut = consumeIdent("mut");
    t->elems.push_back(parseType());
  } else if (consumePunct("*")) {
    t->kind = Type::Ptr;
    if (consumeIdent("mut"))
      t->isMut = true;
    else if (!consumeIdent("const"))
      unexpected("`const` or `mut` after `*` in a pointer type");
    t->elems.push_back(parseType());
  } else if (consumePunct("[")) {
    t->elems.push_back(parseType());
    if (consumePunct(";")) {
      t->kind = Type::Array;
      if (tok.isPunct("{")) {
        t->text = ("{" + rawGroup("array length") + "}").str();
      } else if (tok.is(Token::Number) || tok.is(Token::Ident)) {
        t->text = tok.text.str();
        advance();
      } else {
        unexpected("an array length");
      }
    } else {
      t->kind = Type::Slice;
    }
    expectPunct("]", "to close the array or slice type");
  } else if (consumePunct("(")) {
    t->kind = Type::Tuple;
    while (!tok.isPunct(")")) {
      t->elems.push_back(parseType());
      if (!consumePunct(","))
        break;
    }
    expectPunct(")", "to close the tuple type");
  } else if (consumePunct("!")) {
    t->kind = Type::Never;
  } else if (tok.isPunct("{")) {
    t->kind = Type::Opaque;
    t->text = ("{" + rawGroup("closure type") + "}").str();
  } else if (tok.isIdent("fn") || tok.isIdent("unsafe") ||
             tok.isIdent("extern") || tok.isIdent("for")) {
    t->kind = Type::FnPtr;
    if (consumeIdent("for")) {
      if (!tok.isPunct("<"))
        unexpected("`<` after `for`");
      rawGroup("binder");
    }
    consumeIdent("unsafe");
    if (consumeIdent("extern") && tok.is(Token::String))
      advance();
    expectKeyword("fn");
    if (!tok.isPunct("("))
      unexpected("`(` in a function pointer type");
    rawGroup("parameter list");
    if (consumePunct("->"))
      parseType();
    if (tok.isPunct("{")) { // fn item type: fn(u32) -> u32 {path}
      t->kind = Type::Opaque;
      rawGroup("function item");
    }
    t->text = textFromStart();
  } else if (tok.isIdent("dyn") || tok.isIdent("impl")) {
    t->kind = Type::Opaque;
    advance();
    do {
      if (tok.is(Token::Lifetime))
        advance();
      else
        parsePath(true);
    } while (consumePunct("+"));
    t->text = textFromStart();
  } else if (tok.is(Token::Ident) || tok.isPunct("<")) {
    t->kind = Type::Named;
    llvm::StringRef name = tok.text;
    t->path = parsePath(true);
    if (plain && prevEnd == name.end()) // the one identifier, nothing more
      plainTypes.try_emplace(name, t);
  } else {
    unexpected("a type");
  }
  return t;
}

void Parser::parseGenericArgs(PathSegment &seg) {
  DepthGuard g(*this, tok.loc());
  expectPunct("<");
  seg.hasGenerics = true;
  while (!tok.isPunct(">")) {
    auto a = std::make_shared<Type>();
    a->loc = tok.loc();
    if (tok.is(Token::Lifetime)) {
      a->kind = Type::Lifetime;
      a->text = tok.text.str();
      advance();
      seg.generics.push_back(a);
    } else if (tok.is(Token::Number) || tok.isPunct("-") ||
               tok.isIdent("true") || tok.isIdent("false") ||
               tok.is(Token::Char)) {
      a->kind = Type::Const;
      const char *s = tok.pos;
      if (consumePunct("-") && !tok.is(Token::Number))
        unexpected("a number after `-`");
      if (tok.is(Token::Char))
        a->text = ("'" + tok.text + "'").str();
      advance();
      if (a->text.empty())
        a->text = std::string(s, prevEnd - s);
      seg.generics.push_back(a);
    } else if (tok.isPunct("{") && !peek2().isIdent("closure")) {
      a->kind = Type::Const;
      a->text = ("{" + rawGroup("const argument") + "}").str();
      seg.generics.push_back(a);
    } else if (tok.is(Token::Ident) && peek2().isPunct("=")) {
      // an associated type binding (`impl Iterator<Item = u32>`, `dyn
      // Fn<Output = T>`): not a positional argument; its type is parsed
      // and dropped (such types are opaque to rsgpu-gen: RG0101)
      advance();
      expectPunct("=");
      parseType();
    } else {
      seg.generics.push_back(parseType());
    }
    if (!consumePunct(","))
      break;
  }
  expectPunct(">", "to close the generic arguments");
}

Path Parser::parsePath(bool typeContext) {
  DepthGuard g(*this, tok.loc());
  Path p;
  p.loc = tok.loc();
  auto parseSegment = [&]() {
    PathSegment seg;
    if (tok.isPunct("<")) {
      // `<impl at x.rs:1:2: 1:3>` or `<impl u32>` (raw), or `<T as Tr>`.
      // `<impl Fn(f32) -> f32 as Fn<(f32,)>>::call` (an `impl Trait`
      // parameter's method, in a generic fn) is a qualified path.
      bool implQself = false;
      if (peek2().isIdent("impl") && p.segments.empty() && !p.qself) {
        Token saveTok = tok;
        const char *savePos = lex.position(), *savePrev = prevEnd;
        llvm::StringRef g = rawGroup("impl path segment");
        implQself = !g.starts_with("impl at ") && g.contains(" as ");
        lex.reset(savePos);
        tok = saveTok;
        prevEnd = savePrev;
      }
      if (peek2().isIdent("impl") && !implQself) {
        seg.name = ("<" + rawGroup("impl path segment") + ">").str();
      } else {
        advance();
        auto q = parseType();
        TypeP tr;
        if (consumeIdent("as"))
          tr = parseType();
        expectPunct(">", "to close the qualified path");
        if (!p.segments.empty() || p.qself)
          fail(q->loc, "RG0010",
               "qualified path segment in the middle of a path");
        p.qself = q;
        p.trait = tr;
        return false;
      }
    } else if (tok.isPunct("{")) {
      seg.name = ("{" + rawGroup("path segment") + "}").str();
    } else if (tok.is(Token::Ident)) {
      seg.name = tok.text.str();
      advance();
      if (seg.name == "promoted" && tok.isPunct("[")) {
        advance();
        seg.name += "[" + std::to_string(parseUInt(tok)) + "]";
        advance();
        expectPunct("]");
      }
    } else if (tok.is(Token::Number) && !p.segments.empty() &&
               llvm::all_of(tok.text,
                            [](char c) { return c >= '0' && c <= '9'; })) {
      // a tuple variant's field (`const Inner::B::0::{constant#0}: usize`,
      // the length of an array it holds)
      seg.name = tok.text.str();
      advance();
    } else {
      unexpected("a path segment");
    }
    if (typeContext && tok.isPunct("<"))
      parseGenericArgs(seg);
    if (typeContext && tok.isPunct("(") &&
        (seg.name == "Fn" || seg.name == "FnMut" || seg.name == "FnOnce")) {
      seg.name += ("(" + rawGroup("closure signature") + ")").str();
      if (consumePunct("->")) {
        auto r = parseType();
        seg.name += " -> " + r->str();
      }
    }
    p.segments.push_back(std::move(seg));
    return true;
  };
  if (!parseSegment() && !tok.isPunct("::"))
    unexpected("`::` after a qualified path");
  while (consumePunct("::")) {
    if (tok.isPunct("<") && !peek2().isIdent("impl") && !p.segments.empty() &&
        !p.segments.back().hasGenerics) {
      parseGenericArgs(p.segments.back());
      p.segments.back().turbofish = true;
      continue;
    }
    parseSegment();
  }
  if (p.segments.empty())
    unexpected("a path segment after the qualified path");
  return p;
}

//===-- places and operands -----------------------------------------------===//

Place Parser::parsePlace() {
  DepthGuard g(*this, tok.loc());
  Place pl;
  pl.loc = tok.loc();
  if (consumePunct("(")) {
    if (consumePunct("*")) {
      pl = parsePlace();
      pl.loc = g.p.tok.loc();
      Projection pr;
      pr.kind = Projection::Deref;
      pl.projs.push_back(pr);
    } else {
      pl = parsePlace();
      Projection pr;
      if (consumePunct(".")) {
        pr.kind = Projection::Field;
        pr.field = (unsigned)parseUInt(tok);
        advance();
        expectPunct(":", "before the field type");
        pr.type = parseType();
      } else if (consumeIdent("as")) {
        if (consumeIdent("subtype")) {
          pr.kind = Projection::Subtype;
          pr.type = parseType();
        } else if (tok.is(Token::Ident) &&
                   (peek2().isPunct(")") || peek2().isPunct("#"))) {
          pr.kind = Projection::Downcast;
          pr.variant = tok.text.str();
          advance();
          if (consumePunct("#")) {
            pr.variant += "#" + std::to_string(parseUInt(tok));
            advance();
          }
        } else {
          pr.kind = Projection::OpaqueCast;
          pr.type = parseType();
        }
      } else {
        unexpected("`.`, `as` or `*` in a place");
      }
      pl.projs.push_back(pr);
    }
    expectPunct(")", "to close the place");
  } else {
    pl.local = parseLocalId(tok);
    usedLocals.push_back({pl.local, tok.loc()});
    advance();
  }
  while (tok.isPunct("[")) {
    advance();
    Projection pr;
    if (tok.is(Token::Ident)) {
      pr.kind = Projection::Index;
      pr.field = parseLocalId(tok);
      usedLocals.push_back({pr.field, tok.loc()});
      advance();
    } else if (consumePunct(":")) {
      // `[:-to]`: a subslice from the start to `to` before the end
      pr.kind = Projection::Subslice;
      pr.fromEnd = true;
      expectPunct("-");
      pr.minLength = parseUInt(tok);
      advance();
    } else {
      bool neg = consumePunct("-");
      pr.offset = parseUInt(tok);
      advance();
      if (consumeIdent("of")) {
        pr.kind = Projection::ConstIndex;
        pr.fromEnd = neg;
        pr.minLength = parseUInt(tok);
        advance();
      } else if (consumePunct(":")) {
        // rustc: `[from:-to]`, `[from:]` (to 0), both counted from the end
        pr.kind = Projection::Subslice;
        pr.fromEnd = true;
        if (consumePunct("-")) {
          pr.minLength = parseUInt(tok);
          advance();
        } else if (!tok.isPunct("]")) { // `[from:to]`: to from the start
          pr.fromEnd = false;
          pr.minLength = parseUInt(tok);
          advance();
        }
      } else if (tok.isPunct(".") && peek2().isPunct(".")) {
        // rustc: `[from..to]` of an array, `to` from the start
        advance();
        advance();
        pr.kind = Projection::Subslice;
        pr.minLength = parseUInt(tok);
        advance();
      } else {
        unexpected("`of` or `:` in a constant index");
      }
    }
    expectPunct("]", "to close the index");
    pl.projs.push_back(pr);
  }
  return pl;
}

Operand Parser::parseOperand() {
  Operand o;
  o.loc = tok.loc();
  if (consumeIdent("copy")) {
    o.kind = Operand::Copy;
    o.place = parsePlace();
  } else if (consumeIdent("move")) {
    o.kind = Operand::Move;
    o.place = parsePlace();
  } else if (consumeIdent("const")) {
    o.kind = Operand::Const;
    o.value = std::make_shared<ConstVal>(parseConst());
  } else if (tok.isPunct("(") ||
             (tok.is(Token::Ident) && isLocalName(tok.text))) {
    o.kind = Operand::Plain; // pre-2023 dialect: operands without copy/move
    o.place = parsePlace();
  } else if (tok.isPunct("<") || tok.is(Token::Ident)) {
    // A function item passed as a pointer (O3, e.g. `format!`'s
    // `<str as ToOwned>::to_owned as for<'a> fn(..) (PointerCoercion(..))`):
    // kept as the named constant; the reifying cast adds nothing.
    o.kind = Operand::Const;
    auto c = std::make_shared<ConstVal>();
    c->loc = o.loc;
    c->kind = ConstVal::Named;
    c->path = parsePath(false);
    if (consumeIdent("as")) {
      c->type = parseType();
      if (!tok.isPunct("("))
        unexpected("`(` before the cast kind");
      rawGroup("cast kind");
    }
    o.value = std::move(c);
  } else {
    unexpected("an operand (`copy`, `move`, `const` or a place)");
  }
  return o;
}

static const char *const kIntSuffixes[] = {"u8",   "u16",   "u32",  "u64",
                                           "u128", "usize", "i8",   "i16",
                                           "i32",  "i64",   "i128", "isize"};

/// Splits `3_u32` / `1f32` / `0x1f_u8` into digits and suffix.
static void splitSuffix(StringRef text, StringRef &digits, StringRef &suffix) {
  digits = text;
  suffix = "";
  for (const char *s : {"f16", "f32", "f64", "f128"}) {
    if (text.ends_with(s) && !text.starts_with("0x")) {
      digits = text.drop_back(strlen(s));
      suffix = text.take_back(strlen(s));
    }
  }
  for (const char *s : kIntSuffixes)
    if (text.ends_with(s) && text.size() > strlen(s)) {
      digits = text.drop_back(strlen(s));
      suffix = text.take_back(strlen(s));
      break;
    }
  if (digits.ends_with("_"))
    digits = digits.drop_back();
}

ConstVal Parser::parseConst() {
  DepthGuard g(*this, tok.loc());
  ConstVal c;
  c.loc = tok.loc();
  bool neg = false, pos = false;
  if (tok.isPunct("-"))
    neg = true;
  else if (tok.isPunct("+"))
    pos = true;
  if (neg || pos)
    advance();
  if (!neg && !pos && tok.isPunct("<") && peek2().isIdent("uninit")) {
    // `const <uninit>`: rustc's uninitialised value (`MaybeUninit::uninit()`
    // inlined at opt-level 3)
    advance();
    advance();
    expectPunct(">", "to close `<uninit>`");
    c.kind = ConstVal::Raw;
    c.text = "<uninit>";
    return c;
  }
  if (!neg && !pos && tok.isPunct("<") && peek2().isIdent("static")) {
    // `const <static(DefId(0:4 ~ krate[41f2]::T))>`: a reference to the
    // crate's `static T` (how rustc prints one of `[u8; N]`, whose bytes
    // would otherwise print as a byte string); read as the allocation
    // constant `{allocN: &T}` of the dump `allocN (static: T, ..)`.
    advance();
    advance();
    if (!tok.isPunct("("))
      unexpected("`(` after `<static`");
    StringRef inner = rawGroup("static reference");
    expectPunct(">", "to close `<static(..)>`");
    StringRef id = inner.trim();
    if (!id.consume_front("DefId(") || !id.consume_back(")"))
      fail(c.loc, "RG0010", "expected `DefId(..)` in `<static(..)>`");
    StringRef name = id.rsplit("::").second;
    if (name.empty())
      fail(c.loc, "RG0010", "expected a path in `<static(DefId(..))>`");
    c.kind = ConstVal::Alloc;
    PathSegment seg;
    seg.name = name.str();
    c.path.loc = c.loc;
    c.path.segments.push_back(std::move(seg));
    return c;
  }
  if (tok.is(Token::Number)) {
    StringRef digits, suffix;
    splitSuffix(tok.text, digits, suffix);
    c.text = tok.text.str();
    c.suffix = suffix.str();
    c.negative = neg;
    bool isFloat = suffix.starts_with("f") ||
                   (!digits.starts_with("0x") &&
                    (digits.contains('.') || digits.contains('e') ||
                     digits.contains('E')));
    if (isFloat) {
      c.kind = ConstVal::Float;
      if (neg)
        c.text = "-" + c.text;
    } else {
      c.kind = ConstVal::Int;
      std::string clean;
      for (char ch : digits)
        if (ch != '_')
          clean += ch;
      StringRef cl(clean);
      unsigned radix = 10;
      if (cl.starts_with("0x")) {
        radix = 16;
        cl = cl.drop_front(2);
      } else if (cl.starts_with("0b")) {
        radix = 2;
        cl = cl.drop_front(2);
      }
      llvm::APInt v;
      if (cl.empty() || cl.getAsInteger(radix, v))
        fail(c.loc, "RG0005", "malformed integer literal `" + tok.text + "`");
      if (v.getActiveBits() > 128)
        fail(c.loc, "RG0005",
             "integer literal `" + tok.text + "` exceeds 128 bits");
      c.bits = v.getActiveBits() > 64 ? UINT64_MAX : v.getZExtValue();
      if (!suffix.empty() && suffix != "f16") {
        unsigned width = suffix.ends_with("size") ? 64 : 0;
        if (!width)
          suffix.drop_front().getAsInteger(10, width);
        bool sgn = suffix[0] == 'i';
        unsigned limit = sgn ? width - 1 : width;
        bool fits =
            v.getActiveBits() <= limit ||
            (sgn && neg && v.isPowerOf2() && v.getActiveBits() == width);
        if (!fits)
          fail(c.loc, "RG0005",
               llvm::Twine("integer literal `") + (neg ? "-" : "") + tok.text +
                   "` does not fit in `" + suffix + "`");
      }
      c.wide = v.getActiveBits() > 64;
      if (c.wide)
        c.wideDigits = llvm::toString(v, 10, false);
    }
    advance();
    // A pattern-type value (`0_usize is 0..=9223372036854775807`, niche
    // types such as `UsizeNoHighBit`): the range only restates the type.
    if (consumeIdent("is"))
      while (!tok.is(Token::Eof) && !tok.isPunct(",") && !tok.isPunct(")") &&
             !tok.isPunct("}") && !tok.isPunct("]") && !tok.isPunct(";"))
        advance();
    return c;
  }
  if (tok.is(Token::Ident) &&
      (tok.text.starts_with("NaN_") || tok.text.starts_with("Inf_"))) {
    c.kind = ConstVal::Float;
    c.text = ((neg ? "-" : pos ? "+" : "") + tok.text).str();
    c.suffix = tok.text.split('_').second.str();
    c.negative = neg;
    advance();
    return c;
  }
  if (neg || pos)
    unexpected("a number after the sign", "RG0005");
  if (tok.isIdent("true") || tok.isIdent("false")) {
    c.kind = ConstVal::Bool;
    c.bits = tok.text == "true";
    c.text = tok.text.str();
    advance();
    return c;
  }
  if (tok.is(Token::Char)) {
    c.kind = ConstVal::Char;
    c.text = tok.text.str();
    std::optional<uint32_t> v = charValue(tok.text);
    if (!v)
      fail(c.loc, "RG0005", "malformed char literal `'" + tok.text + "'`");
    c.bits = *v;
    advance();
    return c;
  }
  if (tok.is(Token::String) || tok.is(Token::ByteString)) {
    c.kind = tok.is(Token::String) ? ConstVal::Str : ConstVal::ByteStr;
    c.text = tok.text.str();
    advance();
    return c;
  }
  if (tok.isIdent("ZeroSized")) {
    advance();
    expectPunct(":", "after `ZeroSized`");
    c.kind = ConstVal::ZeroSized;
    c.type = parseType();
    return c;
  }
  if (consumePunct("&")) {
    c.kind = ConstVal::Ref;
    consumeIdent("mut");
    c.elems.push_back(parseConst());
    return c;
  }
  if (tok.isPunct("(") || tok.isPunct("[")) {
    bool tuple = tok.isPunct("(");
    advance();
    c.kind = tuple ? ConstVal::Tuple : ConstVal::Array;
    StringRef close = tuple ? ")" : "]";
    while (!tok.isPunct(close)) {
      c.elems.push_back(parseConst());
      if (!consumePunct(","))
        break;
    }
    expectPunct(close);
    if (tuple && c.elems.empty())
      c.kind = ConstVal::Unit;
    return c;
  }
  if (tok.isPunct("{")) {
    Token n = peek2();
    const char *save = lex.position();
    Token open = tok;
    if (n.kind == Token::Ident &&
        (n.text.starts_with("alloc") || n.text.starts_with("ALLOC"))) {
      advance();
      c.kind = ConstVal::Alloc;
      c.text = tok.text.str();
      advance();
      expectPunct(":", "in an allocation constant");
      c.type = parseType();
      expectPunct("}", "to close the allocation constant");
      return c;
    }
    (void)save;
    c.kind = ConstVal::Raw;
    c.text = ("{" + rawGroup("constant") + "}").str();
    (void)open;
    return c;
  }
  if (tok.is(Token::Ident) || tok.isPunct("<")) {
    c.path = parsePath(false);
    c.kind = ConstVal::Named;
    if (tok.isPunct("{")) {
      // Nested ADT values inside a constant print with doubled braces at O3
      // (`RawVec::<f32> {{ inner: .. }}`, e.g. an empty `Vec`/`String`).
      c.kind = ConstVal::Adt;
      advance();
      bool doubled = consumePunct("{");
      while (!tok.isPunct("}")) {
        c.fieldNames.push_back(expectIdent("a field name").text.str());
        expectPunct(":");
        c.elems.push_back(parseConst());
        if (!consumePunct(","))
          break;
      }
      expectPunct("}");
      if (doubled)
        expectPunct("}", "to close the `{{` of a constant");
    } else if (tok.isPunct("(")) {
      c.kind = ConstVal::Adt;
      advance();
      while (!tok.isPunct(")")) {
        c.elems.push_back(parseConst());
        if (!consumePunct(","))
          break;
      }
      expectPunct(")");
    }
    return c;
  }
  unexpected("a constant", "RG0010");
}
