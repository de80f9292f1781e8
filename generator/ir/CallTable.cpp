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
#include <cassert>
#include <map>
#include <unordered_map>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

namespace {
struct Entry {
  CallTarget::Kind kind;
  Call call = Call::None;
  std::string name; ///< Panic message
  Opcode op = Opcode::Copy;
  Opcode floatOp = Opcode::Copy;
};

using Table = std::unordered_map<std::string, Entry>;

/// rsgpu crate functions, matched by bare name or under `rsgpu::`.
const Table &rsgpuTable() {
  static const Table t = [] {
    Table t;
#define RSGPU_CALL(Id, Key, ...) t[Key] = {CallTarget::Intrinsic, Call::Id, ""};
#define RSGPU_PENDING_CALL(Id, Key, ...)                                       \
  t[Key] = {CallTarget::Intrinsic, Call::Id, ""};
#define RSGPU_PANIC(Key, Sig, What, Cxx)                                       \
  t[Key] = {CallTarget::Panic, Call::None, What};
#include "ir/Calls.def"
    return t;
  }();
  return t;
}

/// core intrinsics (bare name or under core/std::intrinsics::) and methods of
/// primitive types (`core::f32::<impl f32>::abs` -> key `<impl>::abs`).
const Table &coreTable() {
  static const Table t = [] {
    Table t;
#define RSGPU_CORE(Key, Id) t[Key] = {CallTarget::Intrinsic, Call::Id, ""};
#define RSGPU_CORE_FN(Id, IrName, Key, Cxx)                                    \
  t[Key] = {CallTarget::Intrinsic, Call::Id, ""};
#define RSGPU_CORE_OP(Key, IntOp, FloatOp)                                     \
  t[Key] = {CallTarget::Op, Call::None, "", Opcode::IntOp, Opcode::FloatOp};
#define RSGPU_CORE_SPECIAL(Key, Kind, What)                                    \
  t[Key] = {CallTarget::Kind, Call::None, What};
#include "ir/Calls.def"
    return t;
  }();
  return t;
}

CallInfo::Family familyOf(StringRef irName) {
  if (irName.starts_with("rsgpu.sync_threads"))
    return CallInfo::Barrier;
  if (irName.starts_with("rsgpu.warp."))
    return CallInfo::Warp;
  if (irName.starts_with("rsgpu.cluster."))
    return CallInfo::Cluster;
  if (irName.starts_with("rsgpu.atomic."))
    return CallInfo::Atomic;
  if (irName.starts_with("rsgpu.shared"))
    return CallInfo::Shared;
  if (irName.starts_with("rsgpu."))
    return CallInfo::Thread;
  if (irName.starts_with("bit."))
    return CallInfo::Bit;
  if (irName.starts_with("core.saturating"))
    return CallInfo::Saturating;
  if (irName.starts_with("core.range") || irName.starts_with("core.step") ||
      irName.starts_with("core.iter."))
    return CallInfo::Iter;
  if (irName.starts_with("core."))
    return CallInfo::Core;
  return CallInfo::Math;
}

const std::vector<CallInfo> &infos() {
  static const std::vector<CallInfo> v = [] {
    std::vector<CallInfo> v(1);
#define RSGPU_CALL(Id, Key, IrName, Sig, Cxx, Inst)                            \
  v.push_back({Call::Id, IrName, Cxx, Key});
#define RSGPU_PENDING_CALL(Id, Key, IrName, Sig, Cxx, Why)                     \
  v.push_back({Call::Id, IrName, Cxx, Key});
#define RSGPU_MATH(Id, Name)                                                   \
  v.push_back({Call::Id, "math." #Name, #Name "(...)"});
#define RSGPU_INTRINSIC(Id, IrName, Cxx) v.push_back({Call::Id, IrName, Cxx});
#define RSGPU_CORE_FN(Id, IrName, Key, Cxx) v.push_back({Call::Id, IrName, Cxx});
#include "ir/Calls.def"
    for (size_t i = 0; i < v.size(); ++i) {
      assert(size_t(v[i].id) == i && "Calls.def: enum and table disagree");
      v[i].family = familyOf(v[i].irName);
    }
    return v;
  }();
  return v;
}

/// The operation named `irName` (an f32 method's `math.NAMEf`).
Call callNamed(StringRef irName) {
  for (const CallInfo &i : infos())
    if (irName == i.irName)
      return i.id;
  return Call::None;
}

bool isPrimitive(StringRef s) { return rsgpu::mir::isPrimitiveName(s); }

/// A type of ir/CoreIters.def (`Enumerate`, `Iter`, ...).
bool isCoreIter(StringRef s) {
  static const char *const names[] = {
#define RSGPU_CORE_ITER(Name, Module, Shape, Cxx, Fields) Name,
#include "ir/CoreIters.def"
  };
  for (const char *n : names)
    if (s == n)
      return true;
  return false;
}

/// `<Range>` of `Index<core::ops::Range<usize>>`: what a slice is indexed by.
std::string traitArg(const mir::Type &trait) {
  if (trait.kind != mir::Type::Named || trait.path.segments.empty())
    return "";
  const auto &g = trait.path.segments.back().generics;
  if (g.size() == 1 && g[0]->kind == mir::Type::Named)
    return "<" + g[0]->path.last() + ">";
  return "";
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
    r.call = e.call;
    r.name = e.call != Call::None ? callName(e.call) : e.name;
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
    // core::cmp::Ordering is an i8 (TypeMapper) whose order and equality
    // are its discriminant's (Less = -1 < Equal = 0 < Greater = 1)
    bool ordering = q == "Ordering" && p.qself->path.segments.size() > 1 &&
                    p.qself->path.plain().find("cmp::") != std::string::npos;
    if (isPrimitive(q) || ordering)
      key = "<prim as " + trait + ">::" + segs.back().name;
    else if (q == "Range")
      key = "<Range as " + trait + ">::" + segs.back().name;
    // FlattenCompat: O3's FlatMap inside (`count`), the same type (TypeMapper)
    else if (q == "Rev" || q == "StepBy" || q == "IntoIter" ||
             q == "FlattenCompat" || isCoreIter(q))
      key = "<Iter as " + trait + ">::" + segs.back().name;
    else if (p.qself->kind == mir::Type::Tuple && !p.qself->elems.empty())
      key = "<tuple as " + trait + ">::" + segs.back().name; // `p < q`
    else if (q == "Option" || q == "Result") // `?`: `<Option<T> as Try>::branch`
      key = "<" + q + " as " + trait + ">::" + segs.back().name;
    else if (q == "ControlFlow") // `<ControlFlow<()> as PartialEq>::eq`
      key = "<ControlFlow as " + trait + ">::" + segs.back().name;
    else if (q == "SharedArray" || q == "SharedAtomics")
      key = "<" + q + " as " + trait + ">::" + segs.back().name;
    else if (p.qself->kind == mir::Type::Array)
      key = "<[T; N] as " + trait + ">::" + segs.back().name;
    else if (p.qself->kind == mir::Type::Slice)
      key = "<[T] as " + trait + traitArg(*p.trait) + ">::" + segs.back().name;
    else if (p.qself->kind == mir::Type::Ref && !p.qself->elems.empty() &&
             p.qself->elems[0]->kind == mir::Type::Slice)
      key = "<&[T] as " + trait + ">::" + segs.back().name;
    else if (p.qself->kind == mir::Type::Ref && !p.qself->elems.empty() &&
             p.qself->elems[0]->kind == mir::Type::Named &&
             isPrimitive(p.qself->elems[0]->path.last()))
      key = "<prim as " + trait + ">::" + segs.back().name; // `<&f32 as Mul>`
    // `<&&f32 as PartialOrd>::lt` (a filter's `|&(a, b)| a < b` over zipped
    // references): the comparisons of references compare the values (core's
    // impls forward through every `&`; Builder.cpp reads through them all)
    else if (p.qself->kind == mir::Type::Ref &&
             (trait == "PartialOrd" || trait == "PartialEq") &&
             (segs.back().name == "lt" || segs.back().name == "le" ||
              segs.back().name == "gt" || segs.back().name == "ge" ||
              segs.back().name == "eq" || segs.back().name == "ne")) {
      const mir::Type *e = p.qself.get();
      while (e->kind == mir::Type::Ref && !e->elems.empty() && e->elems[0])
        e = e->elems[0].get();
      if (e->kind == mir::Type::Named && isPrimitive(e->path.last()))
        key = "<prim as " + trait + ">::" + segs.back().name;
    }
    // `<&i32 as Ord>::max` returns one of the references: its own row
    if (p.qself->kind == mir::Type::Ref && !key.empty()) {
      std::string refKey = "<&" + key.substr(1);
      if (auto rit = coreTable().find(refKey); rit != coreTable().end())
        return fill(rit->second, refKey);
    }
    auto it = coreTable().find(key);
    // A `Range` is an iterator like those of `<Iter as ..>` (rsgpu::rust::
    // Range has `next`/`next_back`): the adapters and consumers without a
    // `<Range as ..>` row of their own (`(0..n).map(f).sum()`, `fold`)
    if (it == coreTable().end() && q == "Range") {
      key = "<Iter as " + trait + ">::" + segs.back().name;
      it = coreTable().find(key);
    }
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
  // `Option::<u32>::unwrap_or`, `core::option::Option::<T>::is_some`
  if (segs.size() >= 2 && (segs[segs.size() - 2].name == "Option" ||
                            segs[segs.size() - 2].name == "Result")) {
    std::string key = segs[segs.size() - 2].name + "::" + segs.back().name;
    auto it = coreTable().find(key);
    if (it != coreTable().end()) {
      r.typeArgs = genericsText(segs[segs.size() - 2]);
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
      auto it = coreTable().end();
      if (isPrimitive(ty)) {
        // the most specific key first: `<f32>::m`, `<float>::m`, `<impl>::m`
        bool fl = ty == "f32" || ty == "f64";
        bool in = ty != "bool" && ty != "char" && !fl;
        for (std::string k :
             {"<" + ty.str() + ">::" + segs.back().name,
              fl ? "<float>::" + segs.back().name
                 : in ? "<int>::" + segs.back().name : std::string(),
              "<impl>::" + segs.back().name}) {
          if (!k.empty() && (it = coreTable().find(k)) != coreTable().end()) {
            key = k;
            break;
          }
        }
      } else if (ty.starts_with("[")) {
        key = "<impl [T]>::" + segs.back().name;
        it = coreTable().find(key);
      }
      if (it != coreTable().end()) {
        r.typeArgs = {ty.str()};
        fill(it->second, key);
        // f32 methods map to the `f`-suffixed CUDA function (fabsf, fmaf)
        if (ty == "f32" && r.call != Call::None &&
            callFamily(r.call) == CallInfo::Math) {
          r.name += "f";
          r.call = callNamed(r.name);
          assert(r.call != Call::None && "Calls.def: no f32 twin");
        }
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
      r.push_back({k, e.kind == CallTarget::Op        ? opcodeName(e.op)
                      : e.kind == CallTarget::Refused ? "refused (RG0301)"
                      : e.call != Call::None          ? callName(e.call)
                                                      : e.name});
  std::sort(r.begin(), r.end());
  return r;
}

std::string rsgpu::ir::internalWhy(const mir::Path &p) {
  static const std::map<std::string, std::string> rows = [] {
    std::map<std::string, std::string> r;
#define RSGPU_INTERNAL(Key, Sig, Why) r.emplace(Key, Why);
#include "ir/Calls.def"
    return r;
  }();
  if (p.segments.empty() || p.qself)
    return "";
  auto it = rows.find(p.segments.back().name);
  if (it == rows.end() && p.segments.size() >= 2)
    it = rows.find(p.segments[p.segments.size() - 2].name + "::" +
                   p.segments.back().name);
  return it == rows.end() ? "" : it->second;
}

const CallInfo &rsgpu::ir::callInfo(Call c) { return infos()[size_t(c)]; }

unsigned rsgpu::ir::callCount() { return unsigned(infos().size() - 1); }

/// `sqrtf(...)` -> `sqrtf(a0)` for a function of `sig`'s parameter count.
static std::string spell(StringRef cxx, StringRef sig) {
  size_t dots = cxx.find("(...)");
  if (dots == StringRef::npos)
    return cxx.str();
  StringRef params = sig.drop_front(3).split(") -> ").first;
  unsigned n = params.trim().empty() ? 0 : 1 + params.count(',');
  std::string args;
  for (unsigned i = 0; i < n; ++i)
    args += (i ? ", a" : "a") + std::to_string(i);
  return cxx.take_front(dots).str() + "(" + args + ")" +
         cxx.drop_front(dots + 5).str();
}

std::string rsgpu::ir::bindingsManifest() {
  std::string s =
      "# Generated by `rsgpu-gen calls --manifest` from generator/ir/Calls.def."
      "\n"
      "# Every function of the Rust bindings crate (bindings/rust, as `rustc "
      "--emit=mir`\n"
      "# sees it after macro expansion) and what rsgpu-gen makes of it. "
      "Checked by\n"
      "# checker.bindings_sync (checker/tools/bindings-sync.cpp, "
      "docs/checker.md):\n"
      "#   KIND | KEY | RUST SIGNATURE | IR NAME (call table) | C++ "
      "COUNTERPART or reason [| T=instances]\n"
      "# map:      a device function; the call table maps KEY to the IR name "
      "and the C++\n"
      "#           expression the emitter writes (a0, a1, ... are the Rust "
      "parameters, `thread_`\n"
      "#           the rsgpu::Thread of the kernel) must parse against rsgpu's "
      "headers with\n"
      "#           exactly the C++ type of the Rust result.\n"
      "# pending:  in the call table, but its C++ is not checked here "
      "(the reason says why).\n"
      "# internal: not callable from a kernel (the call table does not know "
      "it: RG0100).\n"
      "# `*` as an internal entry's signature: any (private helpers per "
      "instantiation).\n"
      "# In impl methods `T` is the impl's type argument (checked per "
      "instantiation);\n"
      "# free generic functions list the instantiations the C++ side is "
      "checked with.\n";
  auto line = [&](StringRef kind, StringRef key, StringRef sig, StringRef ir,
                  const std::string &cxx, StringRef inst) {
    s += kind.str() + " | " + key.str() + " | " + sig.str() + " | " + ir.str() +
         " | " + cxx;
    if (!inst.empty())
      s += " | " + inst.str();
    s += "\n";
  };
#define RSGPU_SECTION(Title) s += std::string("\n# ---- ") + Title + " ----\n";
#define RSGPU_CALL(Id, Key, IrName, Sig, Cxx, Inst)                            \
  line("map", Key, Sig, IrName, spell(Cxx, Sig), Inst);
#define RSGPU_PENDING_CALL(Id, Key, IrName, Sig, Cxx, Why)                     \
  line("pending", Key, Sig, IrName, Why, "");
#define RSGPU_PANIC(Key, Sig, What, Cxx) line("map", Key, Sig, What, Cxx, "");
#define RSGPU_INTERNAL(Key, Sig, Why) line("internal", Key, Sig, "-", Why, "");
#include "ir/Calls.def"
  return s;
}
