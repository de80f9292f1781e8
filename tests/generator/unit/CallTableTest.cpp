// The one table of calls (generator/ir/Calls.def): the enum, the lookup, the
// emitter's spellings and the bindings-sync manifest all come from it.
#include "ir/CallTable.h"
#include <catch2/catch.hpp>
#include <set>
#include <string>

using namespace rsgpu;

static mir::Path path(std::initializer_list<const char *> segs) {
  mir::Path p;
  for (const char *s : segs)
    p.segments.push_back({s, false, false, {}});
  return p;
}

TEST_CASE("every ir::Call has its own IR name and its table row", "[calls]") {
  std::set<std::string> names;
  REQUIRE(ir::callCount() > 80);
  for (unsigned i = 1; i <= ir::callCount(); ++i) {
    const ir::CallInfo &info = ir::callInfo(ir::Call(i));
    REQUIRE(unsigned(info.id) == i);
    INFO(info.irName);
    CHECK(names.insert(info.irName).second);
    CHECK(std::string(info.irName).find('.') != std::string::npos);
  }
}

TEST_CASE("calls resolve to typed operations, not names", "[calls]") {
  auto call = [](std::initializer_list<const char *> p, bool f = false) {
    return ir::lookupCall(path(p), f);
  };
  CHECK(call({"thread_idx_x"}).call == ir::Call::ThreadIdxX);
  CHECK(call({"rsgpu", "block_dim_y"}).call == ir::Call::BlockDimY);
  CHECK(call({"Atomic", "compare_exchange"}).call ==
        ir::Call::AtomicCompareExchange);
  CHECK(call({"SharedArray", "set"}).call == ir::Call::SharedSet);
  CHECK(call({"sqrtf32"}).call == ir::Call::MathSqrtF); // core intrinsic
  CHECK(call({"sqrtf"}).call == ir::Call::MathSqrtF);   // the crate's
  // A method of f32 takes CUDA's f-suffixed function; of f64, the plain one.
  CHECK(call({"core", "f32", "<impl f32>", "abs"}).call == ir::Call::MathFabsF);
  CHECK(call({"core", "f64", "<impl f64>", "abs"}).call == ir::Call::MathFabs);
  CHECK(call({"core", "f32", "<impl f32>", "mul_add"}).call ==
        ir::Call::MathFmaF);
  // Operations and panics carry no ir::Call.
  CHECK(call({"wrapping_add"}).kind == ir::CallTarget::Op);
  CHECK(call({"wrapping_add"}).call == ir::Call::None);
  CHECK(call({"panic"}).kind == ir::CallTarget::Panic);
  CHECK(call({"mycrate", "thread_idx_x"}).kind == ir::CallTarget::Unknown);
}

TEST_CASE("families: what the analyses ask of a call", "[calls]") {
  using F = ir::CallInfo;
  CHECK(ir::callFamily(ir::Call::SyncThreads) == F::Barrier);
  CHECK(ir::callFamily(ir::Call::WarpSync) == F::Warp);
  CHECK(ir::callFamily(ir::Call::ClusterSync) == F::Cluster);
  CHECK(ir::callFamily(ir::Call::AtomicFetchAdd) == F::Atomic);
  CHECK(ir::callFamily(ir::Call::SharedLen) == F::Shared);
  CHECK(ir::callInfo(ir::Call::BitPopcount).isPure());
  CHECK(ir::callInfo(ir::Call::SaturatingAdd).isPure());
  CHECK_FALSE(ir::callInfo(ir::Call::WarpShfl).isPure());
  CHECK(ir::callInfo(ir::Call::LaneId).isRsgpu());
  CHECK_FALSE(ir::callInfo(ir::Call::MathSqrtF).isRsgpu());
  CHECK(std::string(ir::callInfo(ir::Call::WarpShflDown).key) == "shfl_down");
}

TEST_CASE("the bindings-sync manifest is the table, spelled out", "[calls]") {
  std::string m = ir::bindingsManifest();
  // A map row: key, signature, IR name, the emitter's C++ with a0, a1...
  CHECK(
      m.find(
          "\nmap | powf | fn(f32, f32) -> f32 | math.powf | powf(a0, a1)\n") !=
      std::string::npos);
  CHECK(m.find("\nmap | lane_id | fn() -> u32 | rsgpu.lane_id | "
               "rsgpu::rust::lane_id(thread_)\n") != std::string::npos);
  CHECK(m.find("\nmap | shfl | fn(T, u32) -> T | rsgpu.warp.shfl | "
               "thread_.block().warp().shfl(a0, a1) | "
               "T=u32,i32,u64,i64,f32,f64\n") != std::string::npos);
  CHECK(m.find("\nmap | rsqrtf | fn(f32) -> f32 | math.rsqrtf | "
               "rsgpu::rust::rsqrtf(a0)\n") != std::string::npos);
  CHECK(m.find("\npending | shared_array | ") != std::string::npos);
  CHECK(m.find("\ninternal | Ctx::clone | fn(&Ctx) -> Ctx | - | ") !=
        std::string::npos);
  // Core-only operations are not functions of the crate.
  CHECK(m.find("popcount") == std::string::npos);
}

TEST_CASE("core methods map to the Rust-core layer by the receiver's type",
          "[calls]") {
  auto call = [](std::initializer_list<const char *> p) {
    return ir::lookupCall(path(p), false);
  };
  // integer and float methods of one name take different rows
  CHECK(call({"core", "num", "<impl i32>", "abs"}).call == ir::Call::CoreIntAbs);
  CHECK(call({"core", "f32", "<impl f32>", "abs"}).call == ir::Call::MathFabsF);
  CHECK(call({"core", "num", "<impl u32>", "checked_sub"}).call ==
        ir::Call::CoreCheckedSub);
  CHECK(call({"core", "num", "<impl u8>", "saturating_mul"}).call ==
        ir::Call::CoreSaturatingMul);
  CHECK(call({"f32", "<impl f32>", "clamp"}).call == ir::Call::CoreFloatClamp);
  CHECK(call({"core", "num", "<impl i32>", "rem_euclid"}).call ==
        ir::Call::CoreIntRemEuclid);
  CHECK(call({"f32", "<impl f32>", "rem_euclid"}).call ==
        ir::Call::CoreFloatRemEuclid);
  CHECK(call({"f32", "<impl f32>", "from_bits"}).call ==
        ir::Call::CoreF32FromBits);
  CHECK(call({"f64", "<impl f64>", "from_bits"}).call ==
        ir::Call::CoreF64FromBits);
  // a float has no checked_sub: not found, never the integer row
  CHECK(call({"f32", "<impl f32>", "checked_sub"}).kind ==
        ir::CallTarget::Unknown);
  // Option's methods, with the payload type kept
  ir::CallTarget o = call({"Option::<u32>", "unwrap_or"});
  mir::Path op = path({"Option", "unwrap_or"});
  o = ir::lookupCall(op, false);
  CHECK(o.call == ir::Call::CoreOptionUnwrapOr);
  CHECK(ir::callFamily(ir::Call::CoreOptionUnwrapOr) == ir::CallInfo::Core);
  CHECK(ir::callInfo(ir::Call::CoreCheckedSub).isPure());
  CHECK(std::string(ir::callInfo(ir::Call::CorePow).cxx) ==
        "rsgpu::rust::pow(..., loc_)");
}
