#include "Helpers.h"
#include "ir/CallTable.h"
#include <catch2/catch.hpp>

using namespace rsgpu;

static std::string irOf(const std::string &sig, const std::string &decls,
                        const std::string &stmts) {
  Harness h(fnWith(sig, decls, stmts));
  std::string ir = h.ir();
  INFO(h.out);
  REQUIRE(!ir.empty());
  return ir;
}

TEST_CASE("integer Add wraps, AddUnchecked does not, WithOverflow returns a pair", "[ir]") {
  std::string ir = irOf("(_1: u32, _2: u32) -> u32",
                        "    let mut _0: u32;\n    let mut _3: (u32, bool);",
                        "        _0 = Add(copy _1, copy _2);\n"
                        "        _0 = AddUnchecked(copy _1, copy _2);\n"
                        "        _3 = AddWithOverflow(copy _1, copy _2);");
  CHECK(ir.find("%ret = add.wrap u32 %1, %2") != std::string::npos);
  CHECK(ir.find("%ret = add.unchecked u32 %1, %2") != std::string::npos);
  CHECK(ir.find("%3 = add.overflow u32 %1, %2") != std::string::npos);
}

TEST_CASE("shift amounts are masked to the bit width and signedness picks ashr", "[ir]") {
  std::string ir = irOf("(_1: i16, _2: u32) -> i16", "    let mut _0: i16;",
                        "        _0 = Shr(copy _1, copy _2);\n"
                        "        _0 = Shl(copy _1, const 3_i32);");
  CHECK(ir.find("ashr i16 %1, %2 (amount & 15)") != std::string::npos);
  CHECK(ir.find("shl i16 %1, 3_i32 (amount & 15)") != std::string::npos);
}

TEST_CASE("float to int casts saturate and int casts say how they extend", "[ir]") {
  std::string ir = irOf("(_1: f32, _2: i8) -> ()",
                        "    let mut _0: ();\n    let _3: u8;\n    let _4: i64;\n    let _5: u64;",
                        "        _3 = copy _1 as u8 (FloatToInt);\n"
                        "        _4 = copy _2 as i64 (IntToInt);\n"
                        "        _5 = copy _2 as u64 (IntToInt);\n"
                        "        _3 = copy _2 as u8 (IntToInt);");
  CHECK(ir.find("fptoui.sat %1 : f32 to u8") != std::string::npos);
  CHECK(ir.find("sext %2 : i8 to i64") != std::string::npos);
  CHECK(ir.find("sext %2 : i8 to u64") != std::string::npos);
  CHECK(ir.find("retype %2 : i8 to u8") != std::string::npos);
}

TEST_CASE("slice length is an operation and division picks signedness", "[ir]") {
  std::string ir = irOf("(_1: &[f32], _2: i32) -> usize",
                        "    let mut _0: usize;\n    let _3: i32;",
                        "        _0 = PtrMetadata(copy _1);\n"
                        "        _3 = Div(copy _2, const 2_i32);");
  CHECK(ir.find("%ret = len %1") != std::string::npos);
  CHECK(ir.find("sdiv i32 %2, 2_i32") != std::string::npos);
}

TEST_CASE("calls resolve through the call table, unknown calls are errors", "[ir]") {
  const char *src = R"(fn f(_1: f32) -> f32 {
    let mut _0: f32;
    let mut _2: u32;

    bb0: {
        _2 = rsgpu::thread_idx_x() -> [return: bb1, unwind continue];
    }

    bb1: {
        _0 = sqrtf(copy _1) -> [return: bb2, unwind continue];
    }

    bb2: {
        _0 = fabsf32(copy _1) -> [return: bb3, unwind unreachable];
    }

    bb3: {
        _0 = <f32 as Add>::add(copy _1, copy _1) -> [return: bb4, unwind continue];
    }

    bb4: {
        _0 = core::f32::<impl f32>::abs(copy _1) -> [return: bb5, unwind continue];
    }

    bb5: {
        return;
    }
}
)";
  Harness h(src);
  std::string ir = h.ir();
  INFO(h.out);
  CHECK(ir.find("%2 = call rsgpu.thread_idx.x()") != std::string::npos);
  CHECK(ir.find("%ret = call math.sqrtf(%1)") != std::string::npos);
  CHECK(ir.find("%ret = call math.fabsf(%1)") != std::string::npos);
  CHECK(ir.find("%ret = fadd f32 %1, %1") != std::string::npos);
  CHECK(ir.find("bb5:") != std::string::npos);

  Harness bad(fnWith("() -> ()", "    let mut _0: ();",
                     "        _0 = totally::unknown() -> [return: bb0, unwind continue];"));
  // the call ends the block, so the trailing `return` is a second terminator
  CHECK(bad.ir().empty());
  Harness bad2("fn f() -> () {\n    let mut _0: ();\n\n    bb0: {\n"
               "        _0 = totally::unknown() -> [return: bb1, unwind continue];\n"
               "    }\n\n    bb1: {\n        return;\n    }\n}\n");
  CHECK(bad2.ir().empty());
  CHECK(bad2.firstCode() == "RG0100");
}

TEST_CASE("the call table maps trimmed and qualified rsgpu paths", "[ir]") {
  auto path = [](std::vector<std::string> segs) {
    mir::Path p;
    for (auto &s : segs)
      p.segments.push_back({s, false, false, {}});
    return p;
  };
  CHECK(ir::lookupCall(path({"sync_threads"}), false).name == "rsgpu.sync_threads");
  CHECK(ir::lookupCall(path({"rsgpu", "warp", "shfl_xor"}), false).name == "rsgpu.warp.shfl_xor");
  CHECK(ir::lookupCall(path({"Atomic", "fetch_add"}), false).name == "rsgpu.atomic.fetch_add");
  CHECK(ir::lookupCall(path({"core", "panicking", "panic_bounds_check"}), false).kind ==
        ir::CallTarget::Panic);
  CHECK(ir::lookupCall(path({"mycrate", "sync_threads"}), false).kind ==
        ir::CallTarget::Unknown);
  CHECK(ir::lookupCall(path({"ctpop"}), false).name == "bit.popcount");
}

TEST_CASE("kernels, struct layouts and signature checks", "[ir]") {
  const char *src = R"(const _: &str = const "rsgpu::kernel k";

const _: &str = const "rsgpu::struct P { a: u8; b: [f32; 3]; c: Q; }";

const _: &str = const "rsgpu::struct Q { x: u64; y: u16; }";

fn k(_1: &mut [P], _2: Q) -> () {
    debug ps => _1;
    debug q => _2;
    let mut _0: ();

    bb0: {
        return;
    }
}
)";
  Harness h(src);
  std::string ir = h.ir(false);
  INFO(h.out);
  CHECK(ir.find("struct P { a: u8 @0, b: [f32; 3] @4, c: Q @16 } size 32 align 8") !=
        std::string::npos);
  CHECK(ir.find("struct Q { x: u64 @0, y: u16 @8 } size 16 align 8") != std::string::npos);
  CHECK(ir.find("kernel @k(%ps: &mut [P], %q: Q) -> ()") != std::string::npos);
}

TEST_CASE("cleanup blocks and unwind edges are dropped", "[ir]") {
  const char *src = R"(fn f() -> () {
    let mut _0: ();

    bb0: {
        _0 = sync_threads() -> [return: bb1, unwind: bb2];
    }

    bb1: {
        return;
    }

    bb2 (cleanup): {
        resume;
    }
}
)";
  Harness h(src);
  std::string ir = h.ir();
  CHECK(ir.find("bb1:") != std::string::npos);
  CHECK(ir.find("bb2") == std::string::npos);
}
