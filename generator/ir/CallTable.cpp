//===- CallTable.cpp - recognised calls -> IR operations ------------------===//
//
// rustc prints call paths "trimmed": an item whose name is unique across the
// crate graph appears by its bare name (`sqrtf`, `shfl_down::<f32>`), others
// with a crate-qualified path (`rsgpu::block_idx_x`). A call matches an rsgpu
// entry when its path is that bare name or starts with `rsgpu::`. Methods
// match as `Type::method` (`Atomic::<u32>::fetch_add`, generics removed).
//
//===----------------------------------------------------------------------===//
#include "ir/CallTable.h"

#include "llvm/ADT/StringRef.h"
#include <unordered_map>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

namespace {
struct Entry {
  CallTarget::Kind kind;
  std::string name; ///< Intrinsic name (or Panic message)
  Opcode op = Opcode::Copy;
  Opcode floatOp = Opcode::Copy;
};

using Table = std::unordered_map<std::string, Entry>;

/// rsgpu crate functions, matched by bare name or under `rsgpu::`.
const Table &rsgpuTable() {
  static const Table t = [] {
    Table t;
    auto in = [&](const std::string &k, const std::string &n) {
      t[k] = {CallTarget::Intrinsic, n};
    };
    for (const char *axis : {"x", "y", "z"}) {
      for (const char *what : {"thread_idx", "block_idx", "block_dim", "grid_dim"}) {
        std::string k = std::string(what) + "_" + axis;
        t[k] = {CallTarget::Intrinsic,
                "rsgpu." + std::string(what) + "." + axis};
      }
    }
    in("lane_id", "rsgpu.lane_id");
    in("warp_size", "rsgpu.warp_size");
    in("sync_threads", "rsgpu.sync_threads");
    in("shared_array", "rsgpu.shared_array");
    in("SharedArray::get", "rsgpu.shared.get");
    in("SharedArray::set", "rsgpu.shared.set");
    in("SharedArray::len", "rsgpu.shared.len");
    for (const char *m : {"load", "store", "swap", "fetch_add", "fetch_sub",
                          "fetch_min", "fetch_max", "fetch_and", "fetch_or",
                          "fetch_xor", "compare_exchange"})
      t[std::string("Atomic::") + m] = {
          CallTarget::Intrinsic, std::string("rsgpu.atomic.") + m};
    for (const char *w : {"shfl", "shfl_down", "shfl_up", "shfl_xor", "ballot",
                          "all", "any", "sync_warp"})
      t[w] = {CallTarget::Intrinsic, std::string("rsgpu.warp.") + w};
    in("cluster_rank", "rsgpu.cluster.rank");
    in("cluster_size", "rsgpu.cluster.size");
    in("cluster_sync", "rsgpu.cluster.sync");
    for (const char *m : {"sqrtf", "rsqrtf", "expf", "exp2f", "logf", "log2f",
                          "sinf", "cosf", "tanf", "tanhf", "floorf", "ceilf",
                          "roundf", "truncf", "powf", "fmaf", "fminf", "fmaxf",
                          "sqrt", "exp", "log", "sin", "cos", "floor", "ceil",
                          "fma"})
      t[m] = {CallTarget::Intrinsic, std::string("math.") + m};
    t["panic"] = {CallTarget::Panic, "explicit panic"};
    return t;
  }();
  return t;
}

/// core intrinsics (bare name or under core/std::intrinsics::) and methods of
/// primitive types (`core::f32::<impl f32>::abs` -> key `<impl>::abs`).
const Table &coreTable() {
  static const Table t = [] {
    Table t;
    auto in = [&](const std::string &k, const std::string &n) {
      t[k] = {CallTarget::Intrinsic, n};
    };
    auto op = [&](const std::string &k, Opcode o, Opcode f = Opcode::Copy) {
      t[k] = {CallTarget::Op, "", o, f == Opcode::Copy ? o : f};
    };
    for (const char *w : {"32", "64"}) {
      std::string s(w);
      for (const char *m : {"sqrt", "fabs", "floor", "ceil", "trunc", "round",
                            "fma", "exp", "exp2", "log", "log2", "log10", "sin",
                            "cos", "pow", "powi", "copysign"})
        t[std::string(m) + "f" + s] = {
            CallTarget::Intrinsic,
            std::string("math.") + m + (s == "32" ? "f" : "")};
      op("minnumf" + s, Opcode::FMin);
      op("maxnumf" + s, Opcode::FMax);
    }
    in("ctpop", "bit.popcount");
    in("ctlz", "bit.clz");
    in("cttz", "bit.ctz");
    in("bswap", "bit.bswap");
    in("bitreverse", "bit.brev");
    in("rotate_left", "bit.rotl");
    in("rotate_right", "bit.rotr");
    op("unchecked_add", Opcode::AddUnchecked);
    op("unchecked_sub", Opcode::SubUnchecked);
    op("unchecked_mul", Opcode::MulUnchecked);
    op("unchecked_shl", Opcode::ShlUnchecked);
    op("wrapping_add", Opcode::AddWrap);
    op("wrapping_sub", Opcode::SubWrap);
    op("wrapping_mul", Opcode::MulWrap);
    op("add_with_overflow", Opcode::AddOverflow);
    op("sub_with_overflow", Opcode::SubOverflow);
    op("mul_with_overflow", Opcode::MulOverflow);
    op("three_way_compare", Opcode::Cmp3);
    in("saturating_add", "core.saturating_add");
    in("saturating_sub", "core.saturating_sub");
    t["cold_path"] = {CallTarget::Nop, ""};
    t["likely"] = {CallTarget::Identity, ""};
    t["unlikely"] = {CallTarget::Identity, ""};
    op("assume", Opcode::Assume);
    t["abort"] = {CallTarget::Panic, "abort"};
    // methods of primitive types, as called at opt-level 0
    t["<impl>::abs"] = {CallTarget::Intrinsic, "math.fabs"};
    in("<impl>::count_ones", "bit.popcount");
    in("<impl>::leading_zeros", "bit.clz");
    in("<impl>::trailing_zeros", "bit.ctz");
    in("<impl>::rotate_left", "bit.rotl");
    in("<impl>::rotate_right", "bit.rotr");
    in("<impl>::swap_bytes", "bit.bswap");
    in("<impl>::reverse_bits", "bit.brev");
    in("<impl>::is_nan", "math.isnan");
    in("<impl>::saturating_add", "core.saturating_add");
    in("<impl>::saturating_sub", "core.saturating_sub");
    op("<impl>::wrapping_add", Opcode::AddWrap);
    op("<impl>::wrapping_sub", Opcode::SubWrap);
    op("<impl>::wrapping_mul", Opcode::MulWrap);
    op("<impl>::unchecked_add", Opcode::AddUnchecked);
    op("<impl>::unchecked_sub", Opcode::SubUnchecked);
    op("<impl>::unchecked_mul", Opcode::MulUnchecked);
    op("<impl>::min", Opcode::FMin);
    op("<impl>::max", Opcode::FMax);
    op("<impl>::mul_add", Opcode::Copy); // placeholder, replaced below
    t["<impl>::mul_add"] = {CallTarget::Intrinsic, "math.fma"};
    op("<impl [T]>::len", Opcode::Len);
    // traits implemented by primitive types: `<u32 as Add>::add`
    op("<prim as Add>::add", Opcode::AddWrap, Opcode::FAdd);
    op("<prim as Sub>::sub", Opcode::SubWrap, Opcode::FSub);
    op("<prim as Mul>::mul", Opcode::MulWrap, Opcode::FMul);
    op("<prim as Div>::div", Opcode::UDiv, Opcode::FDiv);
    op("<prim as Rem>::rem", Opcode::URem, Opcode::FRem);
    op("<prim as BitAnd>::bitand", Opcode::And);
    op("<prim as BitOr>::bitor", Opcode::Or);
    op("<prim as BitXor>::bitxor", Opcode::Xor);
    op("<prim as Neg>::neg", Opcode::Neg, Opcode::FNeg);
    op("<prim as Not>::not", Opcode::Not);
    op("<prim as Ord>::min", Opcode::IntMin);
    op("<prim as Ord>::max", Opcode::IntMax);
    op("core::cmp::min", Opcode::IntMin);
    op("core::cmp::max", Opcode::IntMax);
    in("<prim as Step>::forward_unchecked", "core.step.forward_unchecked");
    in("<Range as Iterator>::next", "core.range.next");
    t["<Range as IntoIterator>::into_iter"] = {CallTarget::Identity, ""};
    return t;
  }();
  return t;
}

bool isPrimitive(StringRef s) {
  static const char *const prims[] = {
      "u8",  "u16", "u32",  "u64",   "u128", "usize", "i8",   "i16",
      "i32", "i64", "i128", "isize", "f32",  "f64",   "bool", "char"};
  for (const char *p : prims)
    if (s == p)
      return true;
  return false;
}

bool isPanicPath(const mir::Path &p) {
  std::string plain = p.plain();
  StringRef s(plain);
  StringRef last = p.last();
  return s.contains("panicking::") || last.starts_with("panic_") ||
         last == "unwrap_failed" || last == "expect_failed" ||
         last.starts_with("slice_index_") || last.starts_with("slice_end_index") ||
         last.starts_with("slice_start_index") || last == "slice_index_fail";
}
} // namespace

static std::vector<std::string> genericsText(const mir::PathSegment &s) {
  std::vector<std::string> r;
  for (const auto &g : s.generics)
    if (g->kind != mir::Type::Lifetime)
      r.push_back(g->str());
  return r;
}

CallTarget rsgpu::ir::lookupCall(const mir::Path &p, bool argIsFloat) {
  CallTarget r;
  auto fill = [&](const Entry &e, const std::string &key) {
    r.kind = e.kind;
    r.name = e.name;
    r.op = argIsFloat ? e.floatOp : e.op;
    r.key = key;
    return r;
  };
  const auto &segs = p.segments;
  if (segs.empty())
    return r;
  // `<Q as Trait>::method`
  if (p.qself) {
    std::string q = p.qself->kind == mir::Type::Named ? p.qself->path.last() : "";
    std::string trait = p.trait && p.trait->kind == mir::Type::Named
                            ? p.trait->path.last()
                            : "";
    std::string key;
    if (isPrimitive(q))
      key = "<prim as " + trait + ">::" + segs.back().name;
    else if (q == "Range")
      key = "<Range as " + trait + ">::" + segs.back().name;
    auto it = coreTable().find(key);
    if (it != coreTable().end()) {
      if (p.qself->kind == mir::Type::Named)
        r.typeArgs = genericsText(p.qself->path.segments.back());
      return fill(it->second, key);
    }
    return r;
  }
  r.typeArgs = genericsText(segs.back());
  if (isPanicPath(p)) {
    r.kind = CallTarget::Panic;
    r.name = segs.back().name;
    r.key = p.plain();
    return r;
  }
  {
    auto it = coreTable().find(p.plain());
    if (it != coreTable().end() && segs.size() > 1)
      return fill(it->second, p.plain());
  }
  bool rsgpuPath = segs.front().name == "rsgpu";
  bool trimmed = segs.size() == 1;
  // rsgpu methods: `Atomic::<u32>::fetch_add`, `rsgpu::SharedArray::<..>::get`
  if (segs.size() >= 2 && (rsgpuPath || segs.size() == 2)) {
    const auto &tySeg = segs[segs.size() - 2];
    std::string key = tySeg.name + "::" + segs.back().name;
    auto it = rsgpuTable().find(key);
    if (it != rsgpuTable().end()) {
      r.typeArgs = genericsText(tySeg);
      for (auto &g : genericsText(segs.back()))
        r.typeArgs.push_back(g);
      return fill(it->second, key);
    }
  }
  if (rsgpuPath || trimmed ||
      (segs.size() == 2 && (segs[0].name == "math" || segs[0].name == "warp" ||
                            segs[0].name == "cluster" || segs[0].name == "thread"))) {
    auto it = rsgpuTable().find(segs.back().name);
    if (it != rsgpuTable().end())
      return fill(it->second, segs.back().name);
  }
  // core intrinsics: bare or under {core,std}::intrinsics
  bool intrinsicPath =
      trimmed || (segs.size() == 3 && (segs[0].name == "core" || segs[0].name == "std") &&
                  segs[1].name == "intrinsics");
  if (intrinsicPath) {
    auto it = coreTable().find(segs.back().name);
    if (it != coreTable().end() && segs.back().name.find("::") == std::string::npos)
      return fill(it->second, segs.back().name);
  }
  // methods of primitives: core::f32::<impl f32>::abs, core::slice::<impl [T]>::len
  if (segs.size() >= 2) {
    StringRef implSeg = segs[segs.size() - 2].name;
    if (implSeg.starts_with("<impl ")) {
      StringRef ty = implSeg.drop_front(6).drop_back();
      std::string key;
      if (isPrimitive(ty))
        key = "<impl>::" + segs.back().name;
      else if (ty.starts_with("["))
        key = "<impl [T]>::" + segs.back().name;
      auto it = coreTable().find(key);
      if (it != coreTable().end()) {
        r.typeArgs = {ty.str()};
        fill(it->second, key);
        // f32 methods map to the `f`-suffixed CUDA function (fabsf, fmaf)
        if (ty == "f32" && StringRef(r.name).starts_with("math."))
          r.name += "f";
        return r;
      }
    }
  }
  return r;
}

std::vector<std::pair<std::string, std::string>> rsgpu::ir::callTableEntries() {
  std::vector<std::pair<std::string, std::string>> r;
  for (const Table *t : {&rsgpuTable(), &coreTable()})
    for (auto &[k, e] : *t)
      r.push_back({k, e.kind == CallTarget::Op ? opcodeName(e.op) : e.name});
  std::sort(r.begin(), r.end());
  return r;
}
