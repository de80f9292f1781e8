//===- FnEmitter.h - one Rust function as C++ (emit/ private) -*- C++ -*-===//
//
// The emitter of one IR function: a kernel functor (and its launch stub) or
// a device function. Its parts live where Clang's CodeGen keeps theirs:
//   EmitFunction.cpp     the function: names, aliases, declarations, body
//   EmitLaunch.cpp       launch requirements, proven variants, launch stubs
//   EmitTypes.cpp        IR types and constants as C++
//   EmitPlaces.cpp       places, values, references, S5 proofs
//   EmitInsts.cpp        one instruction
//   EmitCalls.cpp        intrinsic calls (ir/Calls.def spellings)
//   EmitControlFlow.cpp  blocks, structured if/while, gotos, terminators
//   Emitter.cpp          the module: structs, statics, function order
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_EMIT_FNEMITTER_H
#define RSGPU_EMIT_FNEMITTER_H

#include "emit/Emitter.h"
#include "ir/CallTable.h"
#include "ir/Cfg.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rsgpu::emit {

using ir::Opcode;

inline bool isRefTo(const ir::Type *t, ir::Type::Kind k) {
  return t && (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) &&
         t->elem && t->elem->kind == k;
}
inline bool isSliceRef(const ir::Type *t) {
  return isRefTo(t, ir::Type::Slice);
}
/// `&[Atomic<T, S>]`: a kernel's atomic slice parameter.
inline bool isAtomicSliceRef(const ir::Type *t) {
  return isSliceRef(t) && t->elem->elem &&
         t->elem->elem->kind == ir::Type::Atomic;
}
/// A local the emitter names by another local (slice parameters and their
/// reborrows, `&SharedArray`, `&Atomic` parameters).
/// `(SharedArray, SharedArray)`: a tuple of two shared-array handles.
inline bool isSharedPair(const ir::Type *t) {
  return t && t->kind == ir::Type::Tuple && t->elems.size() == 2 &&
         t->elems[0] && t->elems[0]->kind == ir::Type::SharedArray &&
         t->elems[1] && t->elems[1]->kind == ir::Type::SharedArray;
}
/// `&[Atomic<T, S>; N]`: what a `shared_atomics` handle derefs to.
inline bool isAtomicArrayRef(const ir::Type *t) {
  return isRefTo(t, ir::Type::Array) && t->elem->elem &&
         t->elem->elem->kind == ir::Type::Atomic;
}
inline bool isAliasable(const ir::Type *t) {
  return isSliceRef(t) || isRefTo(t, ir::Type::SharedArray) ||
         isRefTo(t, ir::Type::Atomic) || isAtomicArrayRef(t);
}
inline std::string scopeType(const std::string &scope) {
  if (scope == "block")
    return "rsgpu::scope::Block";
  if (scope == "system")
    return "rsgpu::scope::System";
  return "rsgpu::scope::Device";
}

inline std::string cString(const std::string &s) {
  std::string r = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      r += '\\';
    if (c == '\n') {
      r += "\\n";
      continue;
    }
    r += c;
  }
  return r + "\"";
}

inline bool isIdent(const std::string &s) {
  if (s.empty() || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (char c : s)
    if (!(isalnum((unsigned char)c) || c == '_'))
      return false;
  static const std::set<std::string> reserved = {
      "auto",     "bool",     "break",    "case",      "char",     "class",
      "const",    "continue", "default",  "delete",    "do",       "double",
      "else",     "enum",     "extern",   "float",     "for",      "goto",
      "if",       "int",      "long",     "namespace", "new",      "operator",
      "private",  "public",   "register", "return",    "short",    "signed",
      "sizeof",   "static",   "struct",   "switch",    "template", "this",
      "throw",    "typedef",  "union",    "unsigned",  "virtual",  "void",
      "volatile", "while",    "thread_",  "std",       "rsgpu",
      "min",      "max",
      // C++'s alternative tokens are operators, not names (`let (oc, or)`).
      "and", "and_eq", "bitand", "bitor", "compl", "not", "not_eq", "or",
      "or_eq", "xor", "xor_eq",
      // and keywords a Rust name can spell
      "alignas", "alignof", "asm", "catch", "char8_t", "char16_t",
      "char32_t", "concept", "consteval", "constexpr", "constinit",
      "const_cast", "co_await", "co_return", "co_yield", "decltype",
      "dynamic_cast", "explicit", "export", "friend", "inline", "mutable",
      "noexcept", "nullptr", "protected", "reinterpret_cast", "requires",
      "static_assert", "static_cast", "thread_local", "try", "typeid",
      "typename", "using", "wchar_t", "true", "false"};
  return !reserved.count(s);
}

/// The C++ name of every function of the module (FnNames.cpp): readable
/// from its MIR path, unique in the file. Built once per module; every
/// definition and every reference asks it.
class FnNames {
public:
  explicit FnNames(const ir::Module &m);
  /// The C++ name of the function whose IR name is `path`.
  std::string operator()(const std::string &path) const;

private:
  /// The name before it is made unique.
  static std::string readable(const std::string &path);
  std::map<std::string, std::string> names;
};

class FnEmitter {
public:
  /// `provenVariant`: emit the kernel's proven variant `<name>_proven`
  /// (no checks the BoundsProofs pass versioned, their predicate in its
  /// launch requirement, no launch stub) instead of the kernel itself.
  FnEmitter(const ir::Module &m, const FnNames &fnNames, const ir::Function &f,
            const analysis::KernelFacts *facts, DiagEngine &diags,
            llvm::raw_ostream &os, bool provenVariant = false);

  bool run();

  /// The kernel's thread handle: Thread1D/Thread2D when the proofs assume a
  /// 1-D/2-D launch (rsgpu::launch then checks the shape on the host, and ids
  /// stay 32-bit with y/z folded to constants, as in hand-written CUDA).
  std::string threadType() const;

  /// `rsgpu_launch_requirement`: every launch obligation of the kernel's
  /// proofs (analyses.md), checked by rsgpu::launch on the host and by
  /// rsgpu::jit's entry points on the device, never in the kernel body.
  void launchRequirement(const std::string &kname);

  unsigned argPos(unsigned id) const;
  std::string nthArg(unsigned id) const;
  /// A proven variant's condition, over the launch's device views.
  std::string needTest(const analysis::LengthNeed &nd) const;
  /// The same in Rust's names.
  std::string needText(const analysis::LengthNeed &nd) const;
  std::string needSpec(const analysis::LengthNeed &nd) const;

  /// The checked kernel names its proven variant; rsgpu::launch runs the
  /// variant when the variant's requirement (this one's, plus the needs)
  /// holds for the launch.
  void provenDispatch(const std::string &kname);

  /// What rsgpu_launch_requirement guarantees, stated for the device
  /// compiler (RSGPU_GEN_ASSUME: `__builtin_assume` under nvcc's device pass,
  /// nothing elsewhere), so it drops the library's and Rust's checks the
  /// launch shape already decides (a Tile's whole-warp check, `at(0)` of an
  /// `&Atomic`, shared indices below the block size). Every entry point
  /// checks the requirement before the body runs.
  void launchAssumptions();
  void zeroSharedArrays();

  std::string retType();

public:
  /// The C++ name of the module's function `path` (FnNames).
  std::string baseName(const std::string &path) const { return fnNames(path); }

private:
  void unsupported(ir::Loc loc, const std::string &what);

  void nameLocals();

  void findAliases();

  std::string scalar(const ir::Type *t);

  /// A scalar or a gpu_struct! (by value: the C++ struct of that name).
  std::string valueType(const ir::Type *t);
  std::string memberType(const ir::Type *t);

  /// `rsgpu::AtomicSlice<T, Scope>` for `&[Atomic<T, S>]` and `&Atomic<T, S>`
  /// (a one-element borrow) parameters.
  std::string atomicView(const ir::Type *a);

  std::string type(const ir::Type *t, bool param);
  /// `&[T]` / `&mut [T]` as a value (a subslice, a chunk, a local array
  /// unsized): rsgpu::rust::SliceRef / SliceMutRef (EmitSlices.cpp).
  std::string sliceValueType(const ir::Type *t);
  /// A type of ir/CoreIters.def as its rsgpu::rust class (EmitSlices.cpp).
  std::string coreIterType(const ir::Type *t);
  /// Slice values in places, lengths, reborrows and unsizing (EmitSlices.cpp):
  /// true when `in` was one of them (`rhs` set, or a statement printed).
  bool sliceInst(const ir::Inst &in, std::string &rhs);
  /// A local of `&[T]`/`&mut [T]` type that is a value, not a parameter's
  /// alias.
  bool isSliceValue(unsigned local) const;
  /// Field `i` of a core iterator as its C++ member ("" if not mapped).
  std::string coreIterField(const ir::Type *t, unsigned i);
  /// A closure a core function calls, as a C++ callable type:
  /// rsgpu::rust::Bound<captures, &body> ("" when `t` is none).
  std::string boundClosure(const ir::Type *t);
  /// O3 core internals: a closure core defines, as its C++ function object
  /// (StructDef::coreFn, rsgpu/rust/core_fold.hpp); "" when a part is not
  /// bound.
  std::string coreFnType(const ir::StructDef &c);
  /// Closure arguments of an intrinsic, bound to their bodies.
  void closureArgs(const ir::Inst &in, std::vector<std::string> &args);
  /// A slice call that hands out an element of a `&mut` parameter
  /// (`get_mut`): its S5 proof as the statement's comment; false (RG0301)
  /// when the analysis proved none.
  bool sliceCallProof(const ir::Inst &in);

  std::string constant(const ir::Value &v);

  /// The slice a place indexes, if it is `(*p)[..]` for a slice parameter.
  std::optional<unsigned> slicePlace(const ir::Place &p);

  std::string index(const ir::Projection &pr);
  std::string sliceIndex(unsigned sl, const ir::Projection &pr);

  /// A place as C++. A scalar or gpu_struct reached through a raw pointer
  /// or reference (`*p`, `p->f`) or a slice value's element (`part[i]`) is
  /// memory the kernel's views do not trace: a write is spelled
  /// `rsgpu::rust::raw_write(..)` here, a read `raw_read(..)` by value()
  /// (`placeTraced`), so the emulator traces it (rust/traced.hpp).
  std::string place(const ir::Place &p, ir::Loc loc, bool isWrite = false);
  /// `dest = rhs` as a statement (without `;`): `x.set(rhs)` for a whole
  /// rsgpu::rust::Late local.
  std::string assignment(const ir::Place &dest, ir::Loc loc, const std::string &rhs);
  /// Whether the last place() was such an access (value() wraps reads).
  bool placeTraced = false;
  /// A pointer local assigned only `&STATIC` (immutable: never traced).
  bool staticPointer(unsigned local);
  std::map<unsigned, bool> staticPointers;
  std::optional<ir::Cfg> cfg; ///< built when first asked (atomicRefStable)

  std::string fieldName(const ir::Type *st, unsigned i);

  std::string value(const ir::Value &v, ir::Loc loc);

  std::string ind() const;

  size_t indexOf(unsigned id) const;

  /// A two-way branch on a bool: the condition text under which control
  /// goes to `fall` (the next block), and the other target.
  bool twoWay(const ir::Terminator &t, unsigned fall, std::string &cond,
              unsigned &other);

  /// Whether a block outside [a, b) other than `from` jumps into [a, b)
  /// (a structured statement over the range would hide a second entry).
  bool enteredFromOutside(size_t a, size_t b, size_t from);

  /// Emits blocks [lo, hi); falling off the end of the range continues at
  /// block `fallId`. Structured `while`/`if`/`else` where the linear layout
  /// has their shape; `goto` elsewhere. Every transformation only groups
  /// consecutive blocks, so any remaining goto keeps its meaning.
  void emitRange(size_t lo, size_t hi, unsigned fallId);

  /// Removes `bbN:` lines no goto names; a kept label before `}` gets `;`.
  std::string dropUnusedLabels(const std::string &text);

  /// Emits `in`; true if it printed a statement.
  bool inst(const ir::Inst &in);

  /// A substituted `&Atomic` names its index local: once that local is
  /// assigned again, the substitution would read the new value (RG0301).
  void invalidate(const ir::Inst &in);

  /// The `// S5:` comment for a write the analysis proved; RG0301 if none.
  std::string proof(const ir::Inst &in);
  /// The device fn's `&mut` slice parameter `in` writes, if any.
  std::optional<unsigned> deviceFnPart(const ir::Inst &in);

  /// `d = &place` / `&mut place` into a local: a pointer, except references
  /// to atomics (rsgpu::Atomic is a handle, substituted at its use).
  bool reference(const ir::Inst &in);

  /// The C++ of an intrinsic: the table's spelling (ir/Calls.def) with the
  /// arguments substituted, or what the operation needs beyond them.
  std::string intrinsic(const ir::Inst &in);

  /// `spelling` (a0, a1... the arguments, `(...)` all of them) with `args`;
  /// nullopt when it is empty or names an argument the call lacks.
  static std::optional<std::string>
  spellCall(llvm::StringRef spelling, const std::vector<std::string> &args,
            const std::string &loc = "");
  /// `"file.rs", line` of `loc`: where a panic is reported.
  std::string panicSite(ir::Loc loc);

  std::string panicCall(const std::string &msg,
                        const std::vector<ir::Value> &args, ir::Loc loc);

  bool term(const ir::Terminator &t, unsigned next);

  /// The proof of a check this kernel drops: every static proof, and in the
  /// proven variant the versioned ones too.
  template <class Proofs, class Key>
  const analysis::BoundsProof *proven(const Proofs *proofs,
                                      const Key *k) const {
    if (!proofs)
      return nullptr;
    auto it = proofs->find(k);
    if (it == proofs->end() || (!it->second.needs.empty() && !provenVariant))
      return nullptr;
    return &it->second;
  }

  void launchStub(const std::string &kname);

  const ir::Module &m;
  const FnNames &fnNames;
  const ir::Function &f;
  const analysis::KernelFacts *facts;
  DiagEngine &diags;
  llvm::raw_ostream &os;
  llvm::raw_ostream *out = &os;
  std::set<unsigned> read, written; ///< locals the emitted body uses
  /// `shared_array` calls -> the tag their prologue zeroed the array under
  ir::InstMap<std::string> sharedTag;
  std::vector<std::string> names;
  std::map<unsigned, unsigned> alias; ///< slice local -> the parameter it is
  /// `&Atomic` locals: the handle expression and the block that made it.
  std::map<unsigned, std::pair<std::string, unsigned>> pending;
  /// `opt = Some(r)` of a pending `&Atomic` r (O3's inlined `get`): the
  /// local r, read back by `c = (opt as Some).0` (atomicOption).
  std::map<unsigned, unsigned> pendingSome;
  bool atomicOption(const ir::Inst &in);
  /// Locals whose C++ type has no default constructor (it holds a
  /// rsgpu::rust::Bound): declared as rsgpu::rust::Late<T> NAME, assigned
  /// whole as `NAME.set(v)`, otherwise named `NAME.get()` (names[]); the
  /// value is the declared name.
  std::map<unsigned, std::string> late;
  /// Asking for types without reporting the ones the emitter cannot write.
  bool probing = false;
  std::map<unsigned, unsigned> pendingIndex; ///< `&Atomic` -> its index local
  bool atomicRefStable(unsigned ref, unsigned use);
  unsigned curBlock = 0;
  std::string comment; ///< appended to the statement being printed
  int depth = 0;       ///< nesting of structured statements
  bool ok = true;
  bool provenVariant = false;
  std::vector<analysis::LengthNeed> needs; ///< of the proven variant

public:
  EmittedFunction sig; ///< the C++ declaration run() wrote
  /// It names rsgpu::rust's slice or iterator types (EmitSlices.cpp).
  bool usesCore = false;
};

} // namespace rsgpu::emit

#endif
