//===- EmitCalls.cpp - intrinsic calls
//--------------------------------------===//
#include "emit/FnEmitter.h"

#include <cctype>
#include <functional>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;

/// The C++ of an intrinsic: the table's spelling (ir/Calls.def) with the
/// arguments substituted, or what the operation needs beyond them.
/// The length of the slice `v` when it is a thread's own array unsized
/// (`&mut w as &mut [T]`, through copies): the array's N.
static std::optional<uint64_t> arrayLength(const ir::Function &f,
                                           const ir::Value &v) {
  if (v.kind == ir::Value::Const || !v.place.isLocal())
    return std::nullopt;
  unsigned l = v.place.local;
  for (int depth = 0; depth < 8; ++depth) {
    const ir::Inst *def = nullptr;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.dest && in.dest->isLocal() && in.dest->local == l) {
          if (def)
            return std::nullopt; // assigned twice
          def = &in;
        }
    if (!def || def->args.size() != 1)
      return std::nullopt;
    const ir::Value &a = def->args[0];
    if (def->op == ir::Opcode::Unsize) {
      const ir::Type *t = a.type;
      if (t && (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) &&
          t->elem && t->elem->kind == ir::Type::Array)
        return t->elem->len;
      return std::nullopt;
    }
    if (def->op != ir::Opcode::Copy || a.kind == ir::Value::Const ||
        !a.place.isLocal())
      return std::nullopt;
    l = a.place.local;
  }
  return std::nullopt;
}

std::string FnEmitter::intrinsic(const ir::Inst &in) {
  const ir::CallInfo &info = ir::callInfo(in.call);
  // core sorts at most 20 elements by insertion sort, which
  // core_slice_mut.hpp reproduces; longer slices go to ipnsort, whose
  // order of equal elements it does not
  if (in.call == ir::Call::CoreSliceSortUnstable ||
      in.call == ir::Call::CoreSliceSortUnstableBy ||
      in.call == ir::Call::CoreSliceSortUnstableByKey) {
    std::optional<uint64_t> n =
        in.args.empty() ? std::nullopt : arrayLength(f, in.args[0]);
    if (!n || *n > 20) {
      unsupported(in.loc,
                  "`" + in.callee + "` of " +
                      (n ? "an array of " + std::to_string(*n) + " elements"
                         : std::string("a slice whose length is not an "
                                       "array's")) +
                      " (core sorts at most 20 elements by insertion sort, "
                      "which rsgpu::rust reproduces; longer slices by "
                      "ipnsort, which it does not)");
      return "";
    }
  }
  // `mem::take` replaces with `T::default()`: zero for the scalars
  // (rsgpu::rust::mem_take) and None for an Option; another type's Default
  // is a function of the crate this call does not run (a data enum's
  // `#[default]` variant, a hand-written impl).
  if (in.call == ir::Call::CoreMemTake && in.type && !in.type->isScalar() &&
      in.type->kind != ir::Type::Option) {
    unsupported(in.loc, "`core::mem::take` of a `" + in.type->str() +
                            "` (its `Default` is no zero value: write "
                            "`core::mem::replace(&mut x, T::default())`)");
    return "";
  }
  std::vector<std::string> args;
  for (const ir::Value &v : in.args)
    args.push_back(value(v, in.loc));
  // a fold's `()` accumulator (O3's `for_each`: `fold((), call(f))`, a
  // user's `try_fold((), f)`): a value, where the constant `()` is written
  // as nothing
  if ((in.call == ir::Call::CoreIterFold || in.call == ir::Call::CoreIterRfold ||
       in.call == ir::Call::CoreIterTryFoldOption) &&
      in.args.size() == 3 && in.args[1].kind == ir::Value::Const &&
      in.args[1].constant.kind == ir::Constant::Unit)
    args[1] = "rsgpu::rust::Unit{}";
  closureArgs(in, args);
  if (!sliceCallProof(in))
    return "";
  auto method = [&](const std::string &recv, const std::string &m) {
    std::string s = recv + "." + m + "(";
    for (size_t i = 1; i < args.size(); ++i)
      s += (i > 1 ? ", " : "") + args[i];
    return s + ")";
  };
  // One barrier rustc copied into the arms of a branch (S8/S9,
  // analysis/BarrierGroups.h): every copy names the first one's site (a
  // `const char *` and an `unsigned`: for a block, the plain barrier, not
  // the overload that takes phase handles; a warp's `__syncwarp` lets lanes
  // arrive at different instructions). rsgpu-check --verify proves the
  // group again from the C++ CFG (checker/DivergentSync.cpp).
  if (facts && (in.call == ir::Call::SyncThreads ||
                in.call == ir::Call::WarpSync ||
                in.call == ir::Call::WarpSyncMask))
    if (auto it = facts->barrierSites.find(&in);
        it != facts->barrierSites.end()) {
      std::string site = panicSite(it->second);
      size_t comma = site.rfind(", ");
      std::string where = "static_cast<const char *>(" + site.substr(0, comma) +
                          "), " + site.substr(comma + 2) + "u)";
      switch (in.call) {
      case ir::Call::WarpSync:
        return "thread_.block().warp().sync(" + where;
      case ir::Call::WarpSyncMask:
        return "thread_.block().warp().sync_lanes(" + args[0] + ", " + where;
      default:
        return "thread_.block().sync(" + where;
      }
    }
  switch (in.call) {
  case ir::Call::SharedArray:
  case ir::Call::SharedAtomicsDecl: {
    const ir::Type *t = in.dest ? f.locals[in.dest->local].type : nullptr;
    std::string e =
        t && t->kind == ir::Type::SharedArray ? valueType(t->elem) : "";
    auto tag = sharedTag.find(&in);
    if (!e.empty())
      return "rsgpu::rust::shared_array<" + e + ", " + std::to_string(t->len) +
             ">(thread_, " +
             (tag == sharedTag.end() ? std::string("[] {}") : tag->second) +
             ")";
    break;
  }
  case ir::Call::SharedGet:
  case ir::Call::SharedSet: {
    bool set = in.call == ir::Call::SharedSet;
    if (args.size() != (set ? 3u : 2u))
      break;
    if (const analysis::BoundsProof *p =
            proven(facts ? &facts->sharedBounds : nullptr, &in)) {
      const ir::Type *t = in.args[0].type;
      if (t && t->kind == ir::Type::Ref)
        t = t->elem;
      *out << ind() << "RSGPU_GEN_ASSUME(" << args[1] << " < "
           << std::to_string(t->len) << "u);  // S6: " << p->why << "\n";
    }
    if (!set)
      return method(args[0], "get");
    auto it = facts ? facts->sharedWrites.find(&in)
                    : decltype(facts->sharedWrites.end()){};
    if (!facts || it == facts->sharedWrites.end()) {
      unsupported(in.loc,
                  "a shared-memory write the S8 analysis did not prove");
      return "";
    }
    comment = "  // S8: " + it->second;
    return method(args[0], "unsafe_set");
  }
  default:
    if (info.family == ir::CallInfo::Atomic && !args.empty()) {
      // The receiver: an element of an atomic slice (substituted), or an
      // `&Atomic<T>` parameter, a one-element borrow.
      const ir::Value &a0 = in.args[0];
      if (a0.kind != ir::Value::Const && a0.place.isLocal() &&
          alias.count(a0.place.local) &&
          isRefTo(f.locals[alias[a0.place.local]].type, ir::Type::Atomic))
        args[0] += ".at(0)";
    }
    if (std::optional<std::string> s = spellCall(
            info.cxx, args,
            "rsgpu::rust::Location{" + panicSite(in.loc) + "}")) {
      // `Dest_`: the C++ type of the result (`u64::from(b)`, `u8::try_from`)
      for (size_t at; (at = s->find("Dest_")) != std::string::npos;)
        s->replace(at, 5, valueType(in.type));
      return *s;
    }
    break;
  }
  unsupported(in.loc, "the call `" + in.callee + "`");
  return "";
}

/// `spelling` (a0, a1... the arguments, `(...)` all of them, `loc_` the call
/// site) with `args`;
/// nullopt when it is empty or names an argument the call lacks.
std::optional<std::string>
FnEmitter::spellCall(llvm::StringRef spelling,
                     const std::vector<std::string> &args,
                     const std::string &loc) {
  if (spelling.empty())
    return std::nullopt;
  std::string r;
  for (size_t i = 0; i < spelling.size();) {
    if (spelling.substr(i).starts_with("...")) { // all the arguments
      for (size_t j = 0; j < args.size(); ++j)
        r += (j ? ", " : "") + args[j];
      i += 3;
      continue;
    }
    bool wordStart = i == 0 || !(std::isalnum((unsigned char)spelling[i - 1]) ||
                                 spelling[i - 1] == '_');
    if (wordStart && spelling.substr(i).starts_with("loc_")) {
      r += loc; // the call site (rsgpu::rust::Location)
      i += 4;
      continue;
    }
    if (wordStart && spelling[i] == 'a' && i + 1 < spelling.size() &&
        std::isdigit((unsigned char)spelling[i + 1])) {
      size_t j = i + 1;
      unsigned n = 0;
      while (j < spelling.size() && std::isdigit((unsigned char)spelling[j]))
        n = n * 10 + unsigned(spelling[j++] - '0');
      if (n >= args.size())
        return std::nullopt;
      r += args[n];
      i = j;
      continue;
    }
    r += spelling[i++];
  }
  return r;
}
