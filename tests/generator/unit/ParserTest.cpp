#include "Helpers.h"
#include <catch2/catch.hpp>

using namespace rsgpu;
using namespace rsgpu::mir;

TEST_CASE("places with every projection round-trip", "[parser]") {
  Harness h(fnWith("(_1: &mut [u32], _2: usize) -> u32",
                   "    let mut _0: u32;\n    let mut _3: std::option::Option<u32>;",
                   "        _0 = copy (*_1)[_2];\n"
                   "        _0 = copy (*_1)[1 of 4];\n"
                   "        _0 = copy (*_1)[-1 of 2];\n"
                   "        _0 = copy ((_3 as Some).0: u32);\n"
                   "        _0 = copy ((_3 as variant#1).0: u32);"));
  auto m = h.parse();
  REQUIRE(m);
  const Body &b = *m->items[0].body;
  REQUIRE(b.blocks.size() == 1);
  const auto &s = b.blocks[0].stmts;
  REQUIRE(s.size() == 5);
  CHECK(s[0].rvalue->operands[0].place.str() == "(*_1)[_2]");
  CHECK(s[1].rvalue->operands[0].place.str() == "(*_1)[1 of 4]");
  CHECK(s[2].rvalue->operands[0].place.str() == "(*_1)[-1 of 2]");
  CHECK(s[3].rvalue->operands[0].place.str() == "((_3 as Some).0: u32)");
  CHECK(s[4].rvalue->operands[0].place.str() == "((_3 as variant#1).0: u32)");
}

TEST_CASE("types: refs, arrays, tuples, paths, fn pointers, closures", "[parser]") {
  Harness h(fnWith("(_1: &'a mut [u32; 4], _2: (u8, char), _3: *const [f32]) -> ()",
                   "    let mut _0: ();\n"
                   "    let _4: std::option::Option<std::boxed::Box<u32>>;\n"
                   "    let _5: fn(u32) -> Option<u32>;\n"
                   "    let _6: {closure@k.rs:21:11: 21:19};\n"
                   "    let _7: &dyn core::fmt::Debug;\n"
                   "    let _8: <T as Trait>::Assoc;",
                   ""));
  auto m = h.parse();
  REQUIRE(m);
  const Body &b = *m->items[0].body;
  CHECK(b.local(1)->type->str() == "&'a mut [u32; 4]");
  CHECK(b.local(2)->type->str() == "(u8, char)");
  CHECK(b.local(3)->type->str() == "*const [f32]");
  CHECK(b.local(4)->type->str() == "std::option::Option<std::boxed::Box<u32>>");
  CHECK(b.local(5)->type->kind == Type::FnPtr);
  CHECK(b.local(6)->type->str() == "{closure@k.rs:21:11: 21:19}");
  CHECK(b.local(7)->type->elems[0]->kind == Type::Opaque);
  CHECK(b.local(8)->type->path.qself);
}

// rustc 1.95 prints these for slice patterns (`[a, rest @ ..]`, `[.., z]`)
// and array subslices; each parses and prints back as rustc wrote it.
TEST_CASE("subslice places in every form rustc prints", "[parser]") {
  Harness h(fnWith("(_1: &[u32], _2: &[u32; 8]) -> ()",
                   "    let mut _0: ();\n    let _3: &[u32];\n"
                   "    let _4: &[u32; 4];",
                   "        _3 = &(*_1)[2:];\n"
                   "        _3 = &(*_1)[:-1];\n"
                   "        _3 = &(*_1)[1:-1];\n"
                   "        _4 = &(*_2)[2..6];"));
  auto m = h.parse();
  REQUIRE(m);
  const auto &s = m->items[0].body->blocks[0].stmts;
  REQUIRE(s.size() == 4);
  CHECK(s[0].rvalue->place.str() == "(*_1)[2:]");
  CHECK(s[1].rvalue->place.str() == "(*_1)[:-1]");
  CHECK(s[2].rvalue->place.str() == "(*_1)[1:-1]");
  CHECK(s[3].rvalue->place.str() == "(*_2)[2..6]");
  const Projection &p = s[3].rvalue->place.projs.back();
  CHECK(p.kind == Projection::Subslice);
  CHECK((p.offset == 2 && p.minLength == 6 && !p.fromEnd));
}

// `impl Iterator<Item = u32>` (a generic device fn's parameter) and `dyn
// Trait<Assoc = T>`: the binding is parsed, the type stays opaque.
TEST_CASE("associated type bindings in generic arguments", "[parser]") {
  Harness h(fnWith("(_1: impl Iterator<Item = u32>) -> ()",
                   "    let mut _0: ();\n"
                   "    let _2: &dyn Fn<(u32,), Output = u32>;\n"
                   "    let _3: &mut impl Iterator<Item = (u32, f32)>;",
                   ""));
  auto m = h.parse();
  REQUIRE(m);
  const Body &b = *m->items[0].body;
  CHECK(b.local(1)->type->kind == Type::Opaque);
  CHECK(b.local(2)->type->elems[0]->kind == Type::Opaque);
  CHECK(b.local(3)->type->elems[0]->kind == Type::Opaque);
}

TEST_CASE("an uninitialised constant parses", "[parser]") {
  Harness h(fnWith("() -> ()",
                   "    let mut _0: ();\n"
                   "    let _1: core::mem::MaybeUninit<i32>;",
                   "        _1 = const <uninit>;"));
  auto m = h.parse();
  REQUIRE(m);
  const auto &s = m->items[0].body->blocks[0].stmts;
  REQUIRE(s.size() == 1);
  REQUIRE(s[0].rvalue->operands.size() == 1);
  CHECK(s[0].rvalue->operands[0].value->kind == ConstVal::Raw);
  CHECK(s[0].rvalue->operands[0].value->text == "<uninit>");
}

TEST_CASE("constants of every kind", "[parser]") {
  Harness h(fnWith("() -> ()",
                   "    let mut _0: ();\n    let _1: f32;\n    let _2: i32;\n"
                   "    let _3: char;\n    let _4: &str;\n    let _5: u32;",
                   "        _1 = const -Inf_f32;\n        _1 = const NaN_f32;\n"
                   "        _2 = const -2147483648_i32;\n        _3 = const '\\u{1f600}';\n"
                   "        _4 = const \"a \\\"q\\\"\";\n"
                   "        _5 = const core::num::<impl u32>::MAX;\n"
                   "        _0 = const ZeroSized: ();"));
  auto m = h.parse();
  REQUIRE(m);
  const auto &s = m->items[0].body->blocks[0].stmts;
  REQUIRE(s.size() == 7);
  CHECK(s[0].rvalue->operands[0].value->kind == ConstVal::Float);
  CHECK(s[0].rvalue->operands[0].value->text == "-Inf_f32");
  CHECK(s[2].rvalue->operands[0].value->negative);
  CHECK(s[2].rvalue->operands[0].value->bits == 2147483648u);
  CHECK(s[3].rvalue->operands[0].value->kind == ConstVal::Char);
  CHECK(s[4].rvalue->operands[0].value->kind == ConstVal::Str);
  CHECK(s[5].rvalue->operands[0].value->path.str() == "core::num::<impl u32>::MAX");
  CHECK(s[6].rvalue->operands[0].value->kind == ConstVal::ZeroSized);
}

TEST_CASE("terminators and unwind forms", "[parser]") {
  const char *src = R"(fn f(_1: bool) -> () {
    let mut _0: ();
    let mut _2: u32;

    bb0: {
        switchInt(copy _1) -> [0: bb1, otherwise: bb2];
    }

    bb1: {
        _2 = g::<u32>(const 1_u32) -> [return: bb2, unwind: bb3];
    }

    bb2: {
        assert(!copy _1, "boom {}", copy _2) -> [success: bb4, unwind terminate(cleanup)];
    }

    bb3 (cleanup): {
        resume;
    }

    bb4: {
        drop(_2) -> [return: bb5, unwind continue];
    }

    bb5: {
        _0 = h() -> unwind unreachable;
    }
}
)";
  Harness h(src);
  auto m = h.parse();
  REQUIRE(m);
  const auto &bbs = m->items[0].body->blocks;
  REQUIRE(bbs.size() == 6);
  CHECK(bbs[0].term.kind == Terminator::SwitchInt);
  CHECK(bbs[0].term.cases.size() == 1);
  CHECK(*bbs[0].term.otherwise == 2);
  CHECK(bbs[1].term.kind == Terminator::Call);
  CHECK(bbs[1].term.unwind.kind == UnwindAction::Cleanup);
  CHECK(bbs[1].term.func.value->path.str() == "g::<u32>");
  CHECK(bbs[2].term.kind == Terminator::Assert);
  CHECK_FALSE(bbs[2].term.expected);
  CHECK(bbs[2].term.unwind.kind == UnwindAction::Terminate);
  CHECK(bbs[3].cleanup);
  CHECK(bbs[4].term.kind == Terminator::Drop);
  CHECK(bbs[5].term.kind == Terminator::Call);
  CHECK_FALSE(bbs[5].term.target);
}

TEST_CASE("scopes, inlined scopes and debug info keep user names", "[parser]") {
  const char *src = R"(fn f(_1: u32) -> u32 {
    debug x => _1;
    let mut _0: u32;
    scope 1 (inlined core::num::<impl u32>::wrapping_add) {
        debug self => _1;
        debug ((iter: std::ops::Range<u32>).0: u32) => _1;
    }

    bb0: {
        _0 = Add(copy _1, const 1_u32);
        return;
    }
}
)";
  Harness h(src);
  auto m = h.parse();
  REQUIRE(m);
  const Body &b = *m->items[0].body;
  REQUIRE(b.scopes.size() == 1);
  CHECK(b.scopes[0].inlined == "core::num::<impl u32>::wrapping_add");
  REQUIRE(b.debugInfo.size() == 3);
  CHECK(b.debugInfo[0].name == "x");
  CHECK(b.debugInfo[2].composite);
  // IR names the parameter after the non-inlined debug entry
  Harness h2(src);
  CHECK(h2.ir().find("fn @f(%x: u32)") != std::string::npos);
}

TEST_CASE("items: consts, statics, promoted, anonymous consts, allocations", "[parser]") {
  const char *src = R"(const K: u32 = const 3_u32;

const f::promoted[0]: &[u32; 1] = {
    let mut _0: &[u32; 1];
    let mut _1: [u32; 1];

    bb0: {
        _1 = [const 1_u32];
        _0 = &_1;
        return;
    }
}

_::{constant#1}: usize = {
    let mut _0: usize;

    bb0: {
        ConstEvalCounter;
        _0 = const 4_usize;
        return;
    }
}

static mut G: [u32; 2] = {
    let mut _0: [u32; 2];

    bb0: {
        _0 = [const 1_u32, const 2_u32];
        return;
    }
}

alloc1 (static: G, size: 8, align: 4) {
    01 00 00 00 02 00 __ __                         │ ........
}
)";
  Harness h(src);
  auto m = h.parse();
  REQUIRE(m);
  REQUIRE(m->items.size() == 5);
  CHECK(m->items[0].value->bits == 3);
  CHECK(m->items[1].name.str() == "f::promoted[0]");
  CHECK(m->items[2].anonymous);
  CHECK(m->items[3].kind == Item::Static);
  CHECK(m->items[3].isMut);
  CHECK(m->items[4].kind == Item::Alloc);
  CHECK(m->items[4].alloc.bytes.size() == 8);
  CHECK(m->items[4].alloc.bytes[6] == 0x100);
}

TEST_CASE("malformed input is rejected with a located diagnostic", "[parser]") {
  struct Case {
    const char *text;
    const char *code;
  } cases[] = {
      {"fn f() -> () {\n bb0: {\n  return\n }\n}\n", "RG0010"},
      {"fn f() -> () {\n let mut _0: ();\n bb0: {\n  _0 = Frob(;\n  return;\n }\n}\n", "RG0010"},
      {"fn f() -> () {\n let mut _0: ();\n bb0: {\n  Frob(_0);\n  return;\n }\n}\n", "RG0011"},
      {"fn f() -> () {\n let mut _0: ();\n bb0: {\n  goto -> bb1;\n }\n}\n", "RG0017"},
      {"fn f() -> () {\n let mut _0: ();\n bb0: {\n  return;\n  return;\n }\n}\n", "RG0013"},
      {"fn f(", "RG0010"},
      {"alloc1 (size: 1, align: 1) {\n  zz\n}\n", "RG0015"},
      {"alloc1 (size: 1, align: 1) {\n  00\n", "RG0015"},
      {"", "RG0020"},
  };
  for (const Case &c : cases) {
    Harness h(c.text);
    INFO(c.text);
    CHECK_FALSE(h.parse());
    CHECK(h.firstCode() == c.code);
    CHECK(h.out.find("t.mir:") != std::string::npos);
  }
}

TEST_CASE("diagnostics: rustc layout and JSON", "[diagnostics]") {
  Harness h("fn f() -> () {\n    let mut _0: ();\n    bb0: {\n        Frob(_0);\n    }\n}\n");
  CHECK_FALSE(h.parse());
  CHECK(h.out.find("error[RG0011]: unknown statement `Frob`\n") == 0);
  CHECK(h.out.find(" --> t.mir:4:9\n") != std::string::npos);
  CHECK(h.out.find("4 |         Frob(_0);\n") != std::string::npos);
  CHECK(h.out.find("  |         ^\n") != std::string::npos);
  CHECK(h.out.find("= note: known statements") != std::string::npos);
  Harness j("fn f(", DiagFormat::Json);
  CHECK_FALSE(j.parse());
  CHECK(j.out.find("\"code\":\"RG0010\"") != std::string::npos);
  CHECK(j.out.find("\"line\":1") != std::string::npos);
}

TEST_CASE("tuple structs named like MIR operators are aggregates", "[parser]") {
  // rustc prints `struct Len(f32, f32)`'s value as `Len(copy _1, const 1f32)`:
  // Len takes a place, so an operand list is the struct's value; `Neg(a, b)`
  // has two operands; `Add(a)` one; `Add(a, b)` and `Neg(a)` are told by
  // the destination's type (a struct `Add` / `Neg`, never an operator's).
  Harness h(fnWith("(_1: f32) -> ()",
                   "    let mut _0: ();\n    let _2: Len;\n    let _3: Neg;\n"
                   "    let _4: Add;\n    let _5: Add;\n    let _6: Neg;\n"
                   "    let _7: f32;\n    let _8: usize;\n    let _9: Scale;\n"
                   "    let _10: (Add, f32);\n    let _11: [u32; 3];",
                   "        _2 = Len(copy _1, const 1f32);\n"
                   "        _3 = Neg(copy _1, move _1);\n"
                   "        _4 = Add(copy _1);\n"
                   "        _5 = Add(copy _1, const 2f32);\n"
                   "        _6 = Neg(copy _1);\n"
                   "        _7 = Add(copy _1, const 2f32);\n"
                   "        _8 = Len(_11);\n"
                   "        _9 = Scale(copy _1);\n"
                   "        (_10.0: Add) = Add(copy _1, copy _1);"));
  auto m = h.parse();
  INFO(h.out);
  REQUIRE(m);
  const auto &s = m->items[0].body->blocks[0].stmts;
  REQUIRE(s.size() == 9);
  for (int i : {0, 1, 2, 3, 4, 7, 8}) {
    INFO("statement " << i);
    CHECK(s[i].rvalue->kind == Rvalue::Aggregate);
    CHECK(s[i].rvalue->agg == Rvalue::Adt);
    CHECK(s[i].rvalue->op == "()");
  }
  CHECK(s[0].rvalue->adt.last() == "Len");
  CHECK(s[0].rvalue->operands.size() == 2);
  CHECK(s[1].rvalue->operands.size() == 2);
  CHECK(s[2].rvalue->operands.size() == 1);
  CHECK(s[3].rvalue->adt.last() == "Add");
  CHECK(s[4].rvalue->adt.last() == "Neg");
  CHECK(s[8].rvalue->operands.size() == 2);
  // the operators themselves
  CHECK(s[5].rvalue->kind == Rvalue::BinaryOp);
  CHECK(s[5].rvalue->op == "Add");
  CHECK(s[6].rvalue->kind == Rvalue::Len);
}

TEST_CASE("a tuple struct's positional literal sets its fields in order",
          "[ir]") {
  // `struct Scale(f32)` (a newtype) and `struct Len(f32, f32)`: plain
  // structs declared from their first aggregate, fields `_0`, `_1`
  Harness h(fnWith("(_1: f32) -> f32",
                   "    let mut _0: f32;\n    let _2: Scale;\n    let _3: Len;",
                   "        _2 = Scale(copy _1);\n"
                   "        _3 = Len(const 2f32, copy _1);\n"
                   "        _0 = copy (_3.1: f32);"));
  std::string ir = h.ir();
  INFO(h.out);
  REQUIRE(!ir.empty());
  CHECK(ir.find("struct Scale") != std::string::npos);
  CHECK(ir.find("struct Len") != std::string::npos);
}

TEST_CASE("a reference to a static printed `<static(DefId(..))>`", "[parser]") {
  // rustc prints `&T` of `static T: [u8; 2]` so; it is the static's
  // allocation, `alloc1 (static: T, ..)`
  std::string text =
      "static T: [u8; 2] = {\n    let mut _0: [u8; 2];\n\n"
      "    bb0: {\n        _0 = [const 3_u8, const 5_u8];\n"
      "        return;\n    }\n}\n\n" +
      fnWith("(_1: usize) -> u8", "    let mut _0: u8;\n    let _2: &[u8; 2];",
             "        _2 = const <static(DefId(0:4 ~ "
             "m_static_table_u8[41f2]::T))>;\n"
             "        _0 = copy (*_2)[_1];") +
      "\nalloc1 (static: T, size: 2, align: 1) {\n    03 05"
      "                                           │ ..\n}\n";
  Harness h(text);
  auto m = h.parse();
  INFO(h.out);
  REQUIRE(m);
  const mir::Item *f = nullptr;
  for (const auto &it : m->items)
    if (it.kind == mir::Item::Fn)
      f = &it;
  REQUIRE(f);
  const auto &s = f->body->blocks[0].stmts;
  REQUIRE(s.size() == 2);
  const ConstVal &c = *s[0].rvalue->operands[0].value;
  CHECK(c.kind == ConstVal::Alloc);
  CHECK(c.path.last() == "T");
  Harness h2(text);
  std::string ir = h2.ir();
  INFO(h2.out);
  CHECK(ir.find("T") != std::string::npos);
  CHECK(h2.firstCode().empty());
}
