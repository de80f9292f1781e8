//===- Emitter.cpp - IR -> CUDA C++ on the rsgpu library ------------------===//
#include "emit/Emitter.h"

#include <functional>
#include <limits>
#include <set>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;
using ir::Opcode;

namespace {
bool isRefTo(const ir::Type *t, ir::Type::Kind k) {
  return t && (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) &&
         t->elem && t->elem->kind == k;
}
bool isSliceRef(const ir::Type *t) { return isRefTo(t, ir::Type::Slice); }
/// `&[Atomic<T, S>]`: a kernel's atomic slice parameter.
bool isAtomicSliceRef(const ir::Type *t) {
  return isSliceRef(t) && t->elem->elem &&
         t->elem->elem->kind == ir::Type::Atomic;
}
/// A local the emitter names by another local (slice parameters and their
/// reborrows, `&SharedArray`, `&Atomic` parameters).
bool isAliasable(const ir::Type *t) {
  return isSliceRef(t) || isRefTo(t, ir::Type::SharedArray) ||
         isRefTo(t, ir::Type::Atomic);
}
std::string scopeType(const std::string &scope) {
  if (scope == "block")
    return "rsgpu::scope::Block";
  if (scope == "system")
    return "rsgpu::scope::System";
  return "rsgpu::scope::Device";
}

std::string cString(const std::string &s) {
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

bool isIdent(const std::string &s) {
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
      "volatile", "while",    "thread_",  "std",       "rsgpu",    "rsgpu_gen",
      "min",      "max"};
  return !reserved.count(s);
}

class FnEmitter {
public:
  /// `provenVariant`: emit the kernel's proven variant `<name>_proven`
  /// (no checks the BoundsProofs pass versioned, their predicate in its
  /// launch requirement, no launch stub) instead of the kernel itself.
  FnEmitter(const ir::Module &m, const ir::Function &f,
            const analysis::KernelFacts *facts, DiagEngine &diags,
            llvm::raw_ostream &os, bool provenVariant = false)
      : m(m), f(f), facts(facts), diags(diags), os(os),
        provenVariant(provenVariant) {
    if (facts)
      needs = facts->variantNeeds();
  }

  bool run() {
    nameLocals();
    findAliases();
    std::string kname = baseName(f.name);
    if (provenVariant)
      kname += "_proven";
    std::string where = describeLoc(diags.sourceMgr(), f.loc);
    where = where.substr(
        where.rfind('/') == std::string::npos ? 0 : where.rfind('/') + 1);
    if (f.isKernel) {
      os << "/// Rust kernel `" << f.name << "` (MIR: " << where << ")"
         << (provenVariant ? ", its proven variant: the bounds checks that "
                             "hold when its launch requirement does are gone "
                             "(S6; rsgpu::launch runs it only then)"
                           : "")
         << ".\n";
      os << "struct " << kname << " {\n";
      launchRequirement(kname);
      if (!provenVariant && !needs.empty())
        provenDispatch(kname);
      os << "  RSGPU_FN void operator()(" << threadType() << " thread_";
    } else {
      // Device functions take the caller's thread handle (for the ids).
      os << "/// Rust device function `" << f.name << "` (MIR: " << where
         << ").\n";
      os << "RSGPU_FN " << retType() << " " << kname
         << "(rsgpu::Thread thread_";
    }
    for (const ir::Local &l : f.locals)
      if (l.isArg)
        os << ", " << type(l.type, true) << " " << names[l.id];
    os << (f.isKernel ? ") const {\n" : ") {\n");
    if (!f.isKernel)
      os << "    (void)thread_;\n";
    if (f.isKernel) {
      launchAssumptions();
      zeroSharedArrays();
    }
    std::string body;
    {
      llvm::raw_string_ostream bodyOS(body);
      llvm::raw_ostream *saved = out;
      out = &bodyOS;
      emitRange(0, f.blocks.size(), ~0u);
      out = saved;
    }
    body = dropUnusedLabels(body);
    // Every local is declared up front, so no jump crosses an initialisation.
    for (const ir::Local &l : f.locals) {
      if (!l.type || l.isArg || alias.count(l.id) || pending.count(l.id) ||
          (!f.isKernel && l.id == 0 && retType() == "void") ||
          !(read.count(l.id) || written.count(l.id)))
        continue;
      os << "    " << (read.count(l.id) ? "" : "[[maybe_unused]] ")
         << type(l.type, false) << " " << names[l.id] << "{};\n";
    }
    for (const ir::Local &l : f.locals)
      if (l.isArg && !read.count(l.id))
        os << "    (void)" << names[l.id] << ";\n";
    if (!f.isKernel) {
      os << body << "}\n\n";
      return ok;
    }
    os << body << "  }\n};\n\n";
    if (!provenVariant)
      launchStub(kname);
    return ok;
  }

  /// The kernel's thread handle: Thread1D/Thread2D when the proofs assume a
  /// 1-D/2-D launch (rsgpu::launch then checks the shape on the host, and ids
  /// stay 32-bit with y/z folded to constants, as in hand-written CUDA).
  std::string threadType() const {
    if (!facts)
      return "rsgpu::Thread";
    const analysis::LaunchObligations &o = facts->obligations;
    if (o.oneDimensional || o.singleBlock || o.maxBlockDim)
      return "rsgpu::Thread1D";
    if (!o.rowMajorWidths.empty())
      return "rsgpu::Thread2D";
    return "rsgpu::Thread";
  }

  /// `rsgpu_launch_requirement`: every launch obligation of the kernel's
  /// proofs (analyses.md), checked by rsgpu::launch on the host and by
  /// rsgpu::jit's entry points on the device, never in the kernel body.
  void launchRequirement(const std::string &kname) {
    if (!facts)
      return;
    const analysis::LaunchObligations &o = facts->obligations;
    std::vector<std::pair<std::string, std::string>> checks; // test, message
    std::string who = "rsgpu-gen: `" + kname + "`'s ";
    auto n = [](uint64_t v) { return std::to_string(v); };
    if (o.oneDimBlock)
      checks.push_back({"rsgpu_gen::fits_block_1d(block)",
                        who + "shared-memory accesses (S8) are proven only "
                              "for 1-D blocks"});
    if (o.tileMaxBlockX)
      checks.push_back(
          {"rsgpu_gen::fits_tile_columns(block, " + n(o.tileMaxBlockX) + ")",
           who +
               "shared-tile accesses (S8) are proven only for 2-D blocks "
               "of at most " +
               n(o.tileMaxBlockX) + " columns"});
    if (o.oneDimensional || o.singleBlock || o.maxBlockDim)
      checks.push_back({"rsgpu_gen::fits_1d(grid, block)",
                        who + "writes (S5) are proven unique only for 1-D "
                              "launches of at most 2^32 threads"});
    if (o.singleBlock)
      checks.push_back({"rsgpu_gen::fits_single_block(grid)",
                        who + "writes (S5) are proven unique only for "
                              "single-block launches (they index with "
                              "thread_idx_x)"});
    if (o.maxBlockDim)
      checks.push_back(
          {"rsgpu_gen::fits_block_at_most(grid, block, " + n(o.maxBlockDim) +
               ")",
           who + "writes (S5) are proven unique only for blocks of at most " +
               n(o.maxBlockDim) + " threads (they index with block_idx_x * " +
               n(o.maxBlockDim) + " + thread_idx_x)"});
    if (o.wholeWarps)
      checks.push_back({"rsgpu_gen::fits_whole_warps(block)",
                        who + "warp collectives (S9) need blocks of whole "
                              "warps (a multiple of 32 threads)"});
    if (provenVariant)
      for (const analysis::LengthNeed &nd : needs)
        checks.push_back(
            {needTest(nd), who +
                               "bounds checks (S6) are dropped: they hold "
                               "only when " +
                               needText(nd)});
    // `&Atomic<T>`: element 0 of a lease, which Rust's reference guarantees.
    for (const ir::Local &l : f.locals)
      if (l.isArg && isRefTo(l.type, ir::Type::Atomic) && !l.type->isMut)
        checks.push_back(
            {"rsgpu_gen::fits_nonempty(rsgpu_gen::nth_arg<" + n(argPos(l.id)) +
                 ">(args...))",
             who + "parameter `" + names[l.id] +
                 "` (a `&Atomic`) needs a lease of at least one element"});
    const uint64_t *mb = o.rowMajorMaxBlock;
    for (unsigned w : o.rowMajorWidths) {
      unsigned pos = argPos(w);
      std::string test = "rsgpu_gen::fits_2d(grid, block, "
                         "static_cast<unsigned long long>(rsgpu_gen::nth_arg<" +
                         n(pos) + ">(args...))";
      auto bits = o.rowMajorBits.find(w);
      unsigned nbits = bits == o.rowMajorBits.end() ? 64 : bits->second;
      if (mb[0] || mb[1] || nbits < 64)
        test += ", " + n(mb[0]) + ", " + n(mb[1]);
      if (nbits < 64) // the index is computed in nbits: it must not wrap
        test += ", " + n(nbits);
      checks.push_back(
          {test + ")",
           who +
               "row-major writes (S5) are proven unique only for 2-D "
               "launches of at most 2^32 threads per axis whose rows * " +
               names[w] + " fit in " + n(nbits) + " bits"});
    }
    if (mb[0] || mb[1])
      checks.push_back(
          {"rsgpu_gen::fits_block_2d(block, " + n(mb[0]) + ", " + n(mb[1]) +
               ")",
           who +
               "row-major writes (S5) are proven unique only for blocks of "
               "at most " +
               (mb[0] ? n(mb[0]) : std::string("any")) + " x " +
               (mb[1] ? n(mb[1]) : std::string("any")) + " threads"});
    if (checks.empty())
      return;
    auto uses = [&](const char *v) {
      for (auto &c : checks)
        if (c.first.find(v) != std::string::npos)
          return true;
      return false;
    };
    os << "  /// The launch the proofs below assume (docs/generator/"
          "analyses.md):\n"
       << "  /// rsgpu::launch checks it on the host, rsgpu::jit on the "
          "device.\n"
       << "  template <class... Args>\n"
       << "  RSGPU_FN static const char *rsgpu_launch_requirement(rsgpu::Dim3"
       << (uses("(grid") ? " grid" : "") << ", rsgpu::Dim3"
       << (uses("(block") || uses(", block") ? " block" : "")
       << ", const Args &..." << (uses("args...") ? "args" : "") << ") {\n";
    for (auto &[test, msg] : checks)
      os << "    if (!" << test << ")\n      return " << cString(msg) << ";\n";
    os << "    return nullptr;\n  }\n";
  }

  unsigned argPos(unsigned id) const {
    unsigned pos = 0;
    for (const ir::Local &l : f.locals)
      if (l.isArg && l.id < id)
        ++pos;
    return pos;
  }
  std::string nthArg(unsigned id) const {
    return "rsgpu_gen::nth_arg<" + std::to_string(argPos(id)) + ">(args...)";
  }
  /// A proven variant's condition, over the launch's device views.
  std::string needTest(const analysis::LengthNeed &nd) const {
    std::string t;
    switch (nd.kind) {
    case analysis::LengthNeed::Const:
      t = std::to_string(nd.value) + "ull";
      break;
    case analysis::LengthNeed::Scalar:
      t = "static_cast<unsigned long long>(" + nthArg(nd.local) + ")";
      break;
    case analysis::LengthNeed::Len:
      t = nthArg(nd.local) + ".size()";
      break;
    }
    return "(static_cast<unsigned long long>(" + nthArg(nd.slice) +
           ".size()) " + (nd.strict ? "> " : ">= ") + t + ")";
  }
  /// The same in Rust's names.
  std::string needText(const analysis::LengthNeed &nd) const {
    std::string t =
        nd.kind == analysis::LengthNeed::Const    ? std::to_string(nd.value)
        : nd.kind == analysis::LengthNeed::Scalar ? names[nd.local]
                                                  : names[nd.local] + ".len()";
    return names[nd.slice] + ".len() " + (nd.strict ? "> " : ">= ") + t;
  }

  /// The checked kernel names its proven variant; rsgpu::launch runs the
  /// variant when the variant's requirement (this one's, plus the needs)
  /// holds for the launch.
  void provenDispatch(const std::string &kname) {
    os << "  /// rsgpu::launch runs `" << kname
       << "_proven` (no versioned bounds checks, S6) when\n  /// ";
    for (size_t i = 0; i < needs.size(); ++i)
      os << (i ? " && " : "") << needText(needs[i]);
    os << " (its launch requirement), and this kernel (Rust's checks) "
          "otherwise.\n"
       << "  using rsgpu_proven_variant = " << kname << "_proven;\n";
  }

  /// What rsgpu_launch_requirement guarantees, stated for the device
  /// compiler (RSGPU_GEN_ASSUME: `__builtin_assume` under nvcc's device pass,
  /// nothing elsewhere), so it drops the library's and Rust's checks the
  /// launch shape already decides (a Tile's whole-warp check, `at(0)` of an
  /// `&Atomic`, shared indices below the block size). Every entry point
  /// checks the requirement before the body runs.
  /// Rust's `shared_array()` holds `T::default()` until written (the host
  /// bindings fill it so); `__shared__` memory starts undefined. Every
  /// kernel with shared arrays therefore zeroes them first, each thread a
  /// strided share of the slots, and meets the block at one barrier before
  /// its body (all threads reach it: nothing has branched yet). Device
  /// functions cannot declare shared arrays (SharedPhases, RG0222).
  void zeroSharedArrays() {
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts) {
        if (in.op != ir::Opcode::Intrinsic ||
            in.callee != "rsgpu.shared_array" || !in.dest)
          continue;
        const ir::Type *t = f.locals[in.dest->local].type;
        if (!t || t->kind != ir::Type::SharedArray)
          continue;
        std::string tag = "rsgpu_shared_" + std::to_string(sharedTag.size());
        sharedTag[&in] = tag;
        os << "    const auto " << tag << " = [] {};\n"
           << "    rsgpu_gen::shared_array<" << valueType(t->elem) << ", "
           << t->len << ">(thread_, " << tag << ").zero_fill(thread_);\n";
      }
    if (!sharedTag.empty())
      os << "    thread_.block().sync();  // shared arrays hold T::default()\n";
  }

  void launchAssumptions() {
    if (!facts)
      return;
    const analysis::LaunchObligations &o = facts->obligations;
    std::vector<std::string> facts_;
    if (o.wholeWarps)
      facts_.push_back("thread_.block().size() % 32 == 0");
    for (const ir::Local &l : f.locals)
      if (l.isArg && isRefTo(l.type, ir::Type::Atomic) && !l.type->isMut)
        facts_.push_back(names[l.id] + ".size() != 0");
    uint64_t cx = 0, cy = 0;
    auto tighten = [](uint64_t &c, uint64_t v) {
      if (v && (!c || v < c))
        c = v;
    };
    tighten(cx, o.maxBlockDim);
    tighten(cx, o.tileMaxBlockX);
    tighten(cx, o.rowMajorMaxBlock[0]);
    tighten(cy, o.rowMajorMaxBlock[1]);
    if (cx)
      facts_.push_back("thread_.thread_idx().x < " + std::to_string(cx) + "u");
    if (cy)
      facts_.push_back("thread_.thread_idx().y < " + std::to_string(cy) + "u");
    if (facts_.empty())
      return;
    os << "    // Guaranteed by rsgpu_launch_requirement (checked before the "
          "body runs):\n";
    for (const std::string &a : facts_)
      os << "    RSGPU_GEN_ASSUME(" << a << ");\n";
  }

  std::string retType() {
    if (!f.returnType || f.returnType->kind == ir::Type::Unit)
      return "void";
    return type(f.returnType, false);
  }

private:
public:
  static std::string baseName(const std::string &path) {
    std::string s = path.substr(
        path.rfind(':') == std::string::npos ? 0 : path.rfind(':') + 1);
    return isIdent(s) ? s
                      : "kernel_" + std::to_string(std::hash<std::string>()(s) %
                                                   100000);
  }

private:
  void unsupported(ir::Loc loc, const std::string &what) {
    if (!ok)
      return; // one error per function is enough
    diags.error(
        loc, "RG0301", "cannot emit " + what + " yet",
        {"rsgpu-gen's CUDA emitter covers scalar arithmetic, slices and the "
         "thread/block ids (docs/generator/emit.md)"});
    ok = false;
  }

  void nameLocals() {
    names.assign(f.locals.size(), "");
    std::set<std::string> used;
    for (const ir::Local &l : f.locals) {
      if (!l.type)
        continue;
      std::string n = isIdent(l.name) && !used.count(l.name)
                          ? l.name
                          : "_" + std::to_string(l.id);
      if (used.count(n))
        n += "_" + std::to_string(l.id);
      used.insert(n);
      names[l.id] = n;
    }
  }

  void findAliases() {
    for (const ir::Local &l : f.locals)
      if (l.isArg && isAliasable(l.type))
        alias[l.id] = l.id;
    for (bool changed = true; changed;) {
      changed = false;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          if (!in.dest || !in.dest->isLocal() || alias.count(in.dest->local) ||
              !isAliasable(f.locals[in.dest->local].type))
            continue;
          std::optional<unsigned> r;
          if (in.op == Opcode::Copy && in.args[0].kind != ir::Value::Const &&
              in.args[0].place.isLocal() && alias.count(in.args[0].place.local))
            r = alias[in.args[0].place.local];
          if ((in.op == Opcode::Ref || in.op == Opcode::RefMut ||
               in.op == Opcode::AddrOf || in.op == Opcode::AddrOfMut) &&
              in.src.projs.size() == 1 &&
              in.src.projs[0].kind == ir::Projection::Deref &&
              alias.count(in.src.local))
            r = alias[in.src.local];
          // `&buf` of a shared array: the array's handle is a cheap copy.
          if (in.op == Opcode::Ref && in.src.isLocal() &&
              f.locals[in.src.local].type &&
              f.locals[in.src.local].type->kind == ir::Type::SharedArray)
            r = in.src.local;
          if (r) {
            alias[in.dest->local] = *r;
            changed = true;
          }
        }
    }
  }

  std::string scalar(const ir::Type *t) { return t ? scalarType(t) : "void"; }

  /// A scalar or a gpu_struct! (by value: the C++ struct of that name).
  std::string valueType(const ir::Type *t) {
    if (t && t->kind == ir::Type::Struct && m.findStruct(t->name))
      return t->name;
    if (t && t->kind == ir::Type::Result && !scalar(t->elem).empty())
      return "rsgpu::CompareExchange<" + scalar(t->elem) + ">";
    if (t && t->kind == ir::Type::Array && !scalar(t->elem).empty())
      return "rsgpu_gen::Array<" + scalar(t->elem) + ", " +
             std::to_string(t->len) + ">";
    if (t && (t->kind == ir::Type::Option || t->kind == ir::Type::Range)) {
      std::string e = scalar(t->elem);
      if (!e.empty())
        return std::string(t->kind == ir::Type::Option ? "rsgpu_gen::Option<"
                                                       : "rsgpu_gen::Range<") +
               e + ">";
    }
    return scalar(t);
  }

  /// `rsgpu::AtomicSlice<T, Scope>` for `&[Atomic<T, S>]` and `&Atomic<T, S>`
  /// (a one-element lease) parameters.
  std::string atomicView(const ir::Type *a) {
    std::string e = scalar(a->elem);
    if (e.empty())
      return "";
    return "rsgpu::AtomicSlice<" + e + ", " + scopeType(a->name) + ">";
  }

  std::string type(const ir::Type *t, bool param) {
    std::string s = valueType(t);
    if (!s.empty())
      return s;
    if (param && isAtomicSliceRef(t) && !t->isMut) {
      std::string v = atomicView(t->elem->elem);
      if (!v.empty())
        return v;
    }
    if (param && isRefTo(t, ir::Type::Atomic) && !t->isMut) {
      std::string v = atomicView(t->elem);
      if (!v.empty())
        return v;
    }
    if (isSliceRef(t)) {
      std::string e = valueType(t->elem->elem);
      if (!e.empty() && param)
        return t->isMut ? "rsgpu::SliceMut<" + e + ">"
                        : "rsgpu::Slice<const " + e + ">";
    }
    if (t && t->kind == ir::Type::Ordering)
      return "rsgpu::Ordering";
    if (t && t->kind == ir::Type::SharedArray) {
      std::string e = valueType(t->elem);
      if (!e.empty())
        return "rsgpu_gen::SharedArray<" + e + ", " + std::to_string(t->len) +
               ">";
    }
    // A reference to one element or local: a pointer (thread-private
    // locals, or an element the S5 pass proved this thread owns).
    if (!param && t && (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr)) {
      std::string e = valueType(t->elem);
      if (!e.empty())
        return t->isMut ? e + " *" : "const " + e + " *";
    }
    if (t->kind == ir::Type::Tuple && t->elems.size() == 2) {
      std::string a = scalar(t->elems[0]), b = scalar(t->elems[1]);
      if (!a.empty() && !b.empty())
        return "rsgpu_gen::Tuple2<" + a + ", " + b + ">";
    }
    unsupported(f.loc, "a value of type `" + (t ? t->str() : "?") + "`");
    return "int";
  }

  /// A `switchInt` value (rustc's bit pattern of the discriminant's type)
  /// as a C++ case label of that type: signed types get their negative
  /// values (`case -1:`, not `case 4294967295:`, which is ill-formed for an
  /// `int` condition).
  static std::string caseValue(uint64_t v, const ir::Type *t) {
    if (!t || t->kind != ir::Type::Int)
      return std::to_string(v);
    unsigned w = t->bits < 64 ? t->bits : 64;
    uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
    v &= mask;
    if (!t->isSigned) // above INT64_MAX a decimal literal needs its suffix
      return std::to_string(v) + (v >> 63 ? "ull" : "");
    int64_t sv = w < 64 && (v >> (w - 1)) ? int64_t(v | ~mask) : int64_t(v);
    if (sv == std::numeric_limits<int64_t>::min())
      return "(-9223372036854775807ll - 1)";
    return std::to_string(sv);
  }

  std::string constant(const ir::Value &v) {
    const ir::Constant &c = v.constant;
    const ir::Type *t = v.type;
    switch (c.kind) {
    case ir::Constant::Bool:
      return c.bits ? "true" : "false";
    case ir::Constant::Int: {
      if (!t || t->kind != ir::Type::Int)
        break;
      std::string n = std::to_string(c.bits);
      if (t->isSigned && c.negative && t->bits == 64 && c.bits == (1ull << 63))
        return "std::numeric_limits<" + scalar(t) + ">::min()";
      if (t->isSigned && c.negative && c.bits == (1ull << (t->bits - 1)))
        n = "(-" + std::to_string(c.bits - 1) + " - 1)";
      else if (c.negative)
        n = "-" + n;
      if (t->bits == 64)
        return scalar(t) + "(" + n + (t->isSigned ? "ll" : "ull") + ")";
      if (t->bits == 32)
        return t->isSigned ? n : n + "u";
      return scalar(t) + "(" + n + ")";
    }
    case ir::Constant::Float: {
      std::string s = c.text;
      bool f32 = s.size() > 3 && s.compare(s.size() - 3, 3, "f32") == 0;
      if (s.size() > 3 && (f32 || s.compare(s.size() - 3, 3, "f64") == 0))
        s.resize(s.size() - 3);
      std::string ty = f32 ? "float" : "double";
      while (!s.empty() && s.back() == '_')
        s.pop_back(); // rustc prints `-Inf_f32`
      for (char &ch : s)
        ch = char(tolower((unsigned char)ch));
      if (s == "nan" || s == "-nan")
        s = "NaN";
      if (s == "inf" || s == "+inf")
        return "std::numeric_limits<" + ty + ">::infinity()";
      if (s == "-inf")
        return "-std::numeric_limits<" + ty + ">::infinity()";
      if (s == "NaN")
        return "std::numeric_limits<" + ty + ">::quiet_NaN()";
      if (s.find_first_of(".eE") == std::string::npos)
        s += ".0";
      return f32 ? s + "f" : s;
    }
    case ir::Constant::Unit:
      return "";
    case ir::Constant::Named: // `&LUT`: a static (emitStatics)
      if (t && t->kind == ir::Type::Ref)
        return "&rsgpu_static_" + c.text + "()";
      if (t && t->kind == ir::Type::Array) // a `const` array item, copied
        return "rsgpu_static_" + c.text + "()";
      break;
    case ir::Constant::Variant:
      if (t && t->kind == ir::Type::Ordering)
        return "rsgpu::Ordering::" + c.text;
      break;
    default:
      break;
    }
    unsupported(f.loc, "the constant `" + c.text + "`");
    return "0";
  }

  /// The slice a place indexes, if it is `(*p)[..]` for a slice parameter.
  std::optional<unsigned> slicePlace(const ir::Place &p) {
    if (p.projs.size() == 2 && p.projs[0].kind == ir::Projection::Deref &&
        alias.count(p.local) &&
        (p.projs[1].kind == ir::Projection::Index ||
         p.projs[1].kind == ir::Projection::ConstIndex))
      return alias[p.local];
    return std::nullopt;
  }

  std::string index(const ir::Projection &pr) {
    if (pr.kind != ir::Projection::Index)
      return std::to_string(pr.offset);
    read.insert(pr.index);
    return names[pr.index];
  }

  std::string place(const ir::Place &p, ir::Loc loc, bool isWrite = false) {
    (isWrite && p.isLocal() ? written : read).insert(p.local);
    if (p.isLocal()) {
      if (pending.count(p.local)) {
        if (pending[p.local].second != curBlock)
          unsupported(loc, "a reference to an atomic used in another block, "
                           "or after its index changed");
        return pending[p.local].first;
      }
      if (alias.count(p.local)) {
        read.insert(alias[p.local]);
        return names[alias[p.local]];
      }
      return names[p.local];
    }
    std::string s;
    size_t k = 0;
    const ir::Type *cur = f.locals[p.local].type;
    if (auto sl = slicePlace(p)) {
      read.insert(*sl);
      const ir::Type *t = f.locals[*sl].type;
      k = 2;
      cur = p.projs[1].type;
      bool fields = p.projs.size() > 2;
      if (t->isMut)
        s = names[*sl] + ".unsafe_at(" + index(p.projs[1]) + ")" +
            (fields ? "" : ".get()");
      else
        s = names[*sl] + "[" + index(p.projs[1]) + "]";
      // Fields of an element: through ElemRef's `->` (traced), or the
      // const reference of a Slice.
      if (fields && t->isMut) {
        const ir::Projection &pr = p.projs[2];
        if (pr.kind != ir::Projection::Field || !cur ||
            cur->kind != ir::Type::Struct) {
          unsupported(loc,
                      "this place (projections of `" + names[p.local] + "`)");
          return s;
        }
        s += "->" + fieldName(cur, pr.index);
        cur = pr.type;
        k = 3;
      }
    } else {
      s = names[p.local];
    }
    for (; k < p.projs.size(); ++k) {
      const ir::Projection &pr = p.projs[k];
      if (pr.kind == ir::Projection::Deref && cur &&
          (cur->kind == ir::Type::Ref || cur->kind == ir::Type::Ptr) &&
          cur->elem && cur->elem->kind != ir::Type::Slice &&
          !alias.count(p.local)) {
        if (k + 1 < p.projs.size() &&
            p.projs[k + 1].kind == ir::Projection::Field && cur->elem &&
            cur->elem->kind == ir::Type::Struct) {
          s += "->" + fieldName(cur->elem, p.projs[k + 1].index);
          cur = p.projs[k + 1].type;
          ++k;
          continue;
        }
        s = "(*" + s + ")";
        cur = pr.type;
        continue;
      }
      if (pr.kind == ir::Projection::Field && cur &&
          cur->kind == ir::Type::Struct) {
        s += "." + fieldName(cur, pr.index);
        cur = pr.type;
        continue;
      }
      // `(o as Some).0`: the payload of an Option.
      if (pr.kind == ir::Projection::Downcast && pr.index == 1 && cur &&
          cur->kind == ir::Type::Option && k + 1 < p.projs.size() &&
          p.projs[k + 1].kind == ir::Projection::Field &&
          p.projs[k + 1].index == 0) {
        s += ".value";
        cur = p.projs[k + 1].type;
        ++k;
        continue;
      }
      // `(r as Ok).0` / `(r as Err).0` of compare_exchange: the value seen
      // (equal to `current` on success).
      if (pr.kind == ir::Projection::Downcast && cur &&
          cur->kind == ir::Type::Result && k + 1 < p.projs.size() &&
          p.projs[k + 1].kind == ir::Projection::Field &&
          p.projs[k + 1].index == 0) {
        s += ".previous";
        cur = p.projs[k + 1].type;
        ++k;
        continue;
      }
      if ((pr.kind == ir::Projection::Index ||
           (pr.kind == ir::Projection::ConstIndex && !pr.fromEnd)) &&
          cur && cur->kind == ir::Type::Array) {
        s += "[" + index(pr) + "]";
        cur = pr.type;
        continue;
      }
      if (pr.kind == ir::Projection::Field && cur &&
          cur->kind == ir::Type::Range && pr.index < 2) {
        s += pr.index == 0 ? ".start" : ".end";
        cur = pr.type;
        continue;
      }
      if (pr.kind == ir::Projection::Field && cur &&
          cur->kind == ir::Type::Tuple && pr.index < 2) {
        s += "._" + std::to_string(pr.index);
        cur = pr.type;
        continue;
      }
      unsupported(loc, "this place (projections of `" + names[p.local] + "`)");
      return s;
    }
    return s;
  }

  std::string fieldName(const ir::Type *st, unsigned i) {
    const ir::StructDef *d = m.findStruct(st->name);
    if (!d || i >= d->fields.size()) {
      unsupported(f.loc, "a field of `" + st->str() + "`");
      return "_" + std::to_string(i);
    }
    return d->fields[i].name;
  }

  std::string value(const ir::Value &v, ir::Loc loc) {
    if (v.kind == ir::Value::Const)
      return constant(v);
    return place(v.place, loc);
  }

  std::string ind() const { return std::string(4 + 2 * depth, ' '); }

  size_t indexOf(unsigned id) const {
    for (size_t i = 0; i < f.blocks.size(); ++i)
      if (f.blocks[i].id == id)
        return i;
    return f.blocks.size() + 1;
  }

  /// A two-way branch on a bool: the condition text under which control
  /// goes to `fall` (the next block), and the other target.
  bool twoWay(const ir::Terminator &t, unsigned fall, std::string &cond,
              unsigned &other) {
    if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
        !t.cond.type || t.cond.type->kind != ir::Type::Bool)
      return false;
    auto [v, a] = t.cases[0];
    std::string c = value(t.cond, t.loc);
    if (t.target == fall && a != fall) {
      cond = v == 0 ? c : "!" + c;
      other = a;
      return true;
    }
    if (a == fall && t.target != fall) {
      cond = v == 0 ? "!" + c : c;
      other = t.target;
      return true;
    }
    return false;
  }

  /// Whether a block outside [a, b) other than `from` jumps into [a, b)
  /// (a structured statement over the range would hide a second entry).
  bool enteredFromOutside(size_t a, size_t b, size_t from) {
    for (size_t k = 0; k < f.blocks.size(); ++k) {
      if (k >= a && k < b)
        continue;
      const ir::Terminator &t = f.blocks[k].term;
      std::vector<unsigned> succ;
      if (t.kind == ir::Terminator::Br || t.kind == ir::Terminator::Assert ||
          t.kind == ir::Terminator::Switch)
        succ.push_back(t.target);
      for (auto &c : t.cases)
        succ.push_back(c.second);
      for (unsigned id : succ) {
        size_t x = indexOf(id);
        if (x >= a && x < b && !(k == from && (x == a || k + 1 == a)))
          return true;
      }
    }
    return false;
  }

  /// Emits blocks [lo, hi); falling off the end of the range continues at
  /// block `fallId`. Structured `while`/`if`/`else` where the linear layout
  /// has their shape; `goto` elsewhere. Every transformation only groups
  /// consecutive blocks, so any remaining goto keeps its meaning.
  void emitRange(size_t lo, size_t hi, unsigned fallId) {
    auto nextId = [&](size_t i) {
      return i + 1 < hi ? f.blocks[i + 1].id : fallId;
    };
    for (size_t i = lo; i < hi;) {
      const ir::Block &b = f.blocks[i];
      std::string cond;
      unsigned other = 0;
      // while: H: insts; if (!c) goto X; body...; E: goto H; X:
      if (i + 1 < hi && twoWay(b.term, f.blocks[i + 1].id, cond, other)) {
        size_t x = indexOf(other);
        if (x > i + 1 && x <= hi && (x < hi || other == fallId) &&
            f.blocks[x - 1].term.kind == ir::Terminator::Br &&
            f.blocks[x - 1].term.target == b.id &&
            !enteredFromOutside(i + 1, x, i)) {
          *out << ind() << "while (true) {\n";
          ++depth;
          *out << "  bb" << b.id << ":\n";
          curBlock = b.id;
          for (const ir::Inst &in : b.insts)
            inst(in), invalidate(in);
          *out << ind() << "if ("
               << (cond[0] == '!' ? cond.substr(1) : "!" + cond) << ")\n"
               << ind() << "  break;\n";
          emitRange(i + 1, x, b.id);
          --depth;
          *out << ind() << "}\n";
          i = x;
          continue;
        }
      }
      *out << "  bb" << b.id << ":\n";
      curBlock = b.id;
      for (const ir::Inst &in : b.insts)
        inst(in), invalidate(in);
      if (twoWay(b.term, nextId(i), cond, other)) {
        size_t x = indexOf(other);
        if (x > i + 1 && x <= hi && (x < hi || other == fallId) &&
            !enteredFromOutside(i + 1, x, i)) {
          // if (c) { then } [else { else }]
          const ir::Terminator &last = f.blocks[x - 1].term;
          size_t y =
              last.kind == ir::Terminator::Br ? indexOf(last.target) : hi + 1;
          bool hasElse = x < hi && y > x && y <= hi &&
                         (y < hi || last.target == fallId) &&
                         !enteredFromOutside(x, y, i);
          unsigned join = hasElse ? (y < hi ? f.blocks[y].id : fallId) : other;
          *out << ind() << "if (" << cond << ") {\n";
          ++depth;
          emitRange(i + 1, x, join);
          --depth;
          if (hasElse) {
            *out << ind() << "} else {\n";
            ++depth;
            emitRange(x, y, join);
            --depth;
          }
          *out << ind() << "}\n";
          i = hasElse ? y : x;
          continue;
        }
      }
      term(b.term, nextId(i));
      ++i;
    }
  }

  /// Removes `bbN:` lines no goto names; a kept label before `}` gets `;`.
  std::string dropUnusedLabels(const std::string &text) {
    std::vector<std::string> lines;
    size_t pos = 0;
    while (pos < text.size()) {
      size_t e = text.find('\n', pos);
      if (e == std::string::npos)
        e = text.size();
      lines.push_back(text.substr(pos, e - pos));
      pos = e + 1;
    }
    std::string r;
    for (size_t i = 0; i < lines.size(); ++i) {
      const std::string &l = lines[i];
      if (l.rfind("  bb", 0) == 0 && l.back() == ':') {
        std::string label = l.substr(2, l.size() - 3);
        if (text.find("goto " + label + ";") == std::string::npos)
          continue;
        size_t n = i + 1;
        while (n < lines.size() && lines[n].rfind("  bb", 0) == 0 &&
               lines[n].back() == ':')
          ++n;
        std::string ws = l.substr(0, l.find_first_not_of(' '));
        if (n == lines.size() ||
            lines[n].find_first_not_of(' ') == std::string::npos ||
            lines[n][lines[n].find_first_not_of(' ')] == '}') {
          r += l + ";\n";
          continue;
        }
      }
      r += l + "\n";
    }
    return r;
  }

  /// Emits `in`; true if it printed a statement.
  bool inst(const ir::Inst &in) {
    auto arg = [&](size_t i) {
      return i < in.args.size() ? value(in.args[i], in.loc) : "?";
    };
    const ir::Type *opTy = in.args.empty() ? in.type : in.args[0].type;
    bool narrowOrSigned = opTy && opTy->kind == ir::Type::Int &&
                          (opTy->isSigned || opTy->bits < 32);
    std::string rhs;
    auto infix = [&](const char *o) { return arg(0) + " " + o + " " + arg(1); };
    auto call = [&](const std::string &fn) {
      std::string s = fn + "(";
      for (size_t i = 0; i < in.args.size(); ++i)
        s += (i ? ", " : "") + arg(i);
      return s + ")";
    };
    auto cast = [&](const std::string &e) {
      return opTy && opTy->kind == ir::Type::Int && opTy->bits < 32
                 ? scalar(in.type) + "(" + e + ")"
                 : e;
    };
    switch (in.op) {
    case Opcode::Copy:
      rhs = arg(0);
      break;
    case Opcode::AddWrap:
      rhs = narrowOrSigned ? call("rsgpu_gen::add_wrap") : infix("+");
      break;
    case Opcode::SubWrap:
      rhs = narrowOrSigned ? call("rsgpu_gen::sub_wrap") : infix("-");
      break;
    case Opcode::MulWrap:
      rhs = narrowOrSigned ? call("rsgpu_gen::mul_wrap") : infix("*");
      break;
    case Opcode::AddUnchecked:
      rhs = cast(infix("+"));
      break;
    case Opcode::SubUnchecked:
      rhs = cast(infix("-"));
      break;
    case Opcode::MulUnchecked:
      rhs = narrowOrSigned ? call("rsgpu_gen::mul_wrap") : infix("*");
      break;
    case Opcode::AddOverflow:
      rhs = call("rsgpu_gen::add_overflow");
      break;
    case Opcode::SubOverflow:
      rhs = call("rsgpu_gen::sub_overflow");
      break;
    case Opcode::MulOverflow:
      rhs = call("rsgpu_gen::mul_overflow");
      break;
    // Rust guards division and remainder with asserts before these.
    case Opcode::SDiv:
    case Opcode::UDiv:
      rhs = cast(infix("/"));
      break;
    case Opcode::SRem:
    case Opcode::URem:
      rhs = cast(infix("%"));
      break;
    case Opcode::And:
      rhs = cast(infix("&"));
      break;
    case Opcode::Or:
      rhs = cast(infix("|"));
      break;
    case Opcode::Xor:
      rhs = cast(infix("^"));
      break;
    case Opcode::Shl:
      rhs = "rsgpu_gen::shl(" + arg(0) + ", " + arg(1) + " & " +
            std::to_string(in.shiftMask) + ")";
      break;
    case Opcode::ShlUnchecked:
      rhs = call("rsgpu_gen::shl");
      break;
    case Opcode::LShr:
    case Opcode::AShr:
      rhs = cast(arg(0) + " >> (" + arg(1) + " & " +
                 std::to_string(in.shiftMask) + ")");
      break;
    case Opcode::LShrUnchecked:
    case Opcode::AShrUnchecked:
      rhs = cast(infix(">>"));
      break;
    case Opcode::FAdd:
      rhs = infix("+");
      break;
    case Opcode::FSub:
      rhs = infix("-");
      break;
    case Opcode::FMul:
      rhs = infix("*");
      break;
    case Opcode::FDiv:
      rhs = infix("/");
      break;
    case Opcode::FRem:
      rhs = call(opTy && opTy->bits == 32 ? "fmodf" : "fmod");
      break;
    case Opcode::FNeg:
      rhs = "-" + arg(0);
      break;
    case Opcode::Eq:
      rhs = infix("==");
      break;
    case Opcode::Ne:
      rhs = infix("!=");
      break;
    case Opcode::Lt:
      rhs = infix("<");
      break;
    case Opcode::Le:
      rhs = infix("<=");
      break;
    case Opcode::Gt:
      rhs = infix(">");
      break;
    case Opcode::Ge:
      rhs = infix(">=");
      break;
    case Opcode::Neg:
      rhs = call("rsgpu_gen::neg_wrap");
      break;
    case Opcode::Not:
      rhs = opTy && opTy->kind == ir::Type::Bool
                ? "!" + arg(0)
                : scalar(in.type) + "(~" + arg(0) + ")";
      break;
    case Opcode::IntMin:
      rhs = call("rsgpu_gen::min");
      break;
    case Opcode::IntMax:
      rhs = call("rsgpu_gen::max");
      break;
    case Opcode::FMin:
      rhs = call(opTy && opTy->bits == 32 ? "fminf" : "fmin");
      break;
    case Opcode::FMax:
      rhs = call(opTy && opTy->bits == 32 ? "fmaxf" : "fmax");
      break;
    case Opcode::ZExt:
    case Opcode::SExt:
    case Opcode::Trunc:
    case Opcode::Retype:
    case Opcode::SiToFp:
    case Opcode::UiToFp:
    case Opcode::FpExt:
    case Opcode::FpTrunc:
      rhs = scalar(in.type) + "(" + arg(0) + ")";
      break;
    case Opcode::FpToSiSat:
    case Opcode::FpToUiSat:
      rhs = "rsgpu_gen::fp_to_int<" + scalar(in.type) + ">(" + arg(0) + ")";
      break;
    case Opcode::Len: {
      // `len(p)` of a slice reference, or `Len(*p)` of the place.
      const ir::Place &p = in.args.empty() ? in.src : in.args[0].place;
      bool whole = p.isLocal() || (p.projs.size() == 1 &&
                                   p.projs[0].kind == ir::Projection::Deref);
      if ((in.args.empty() || in.args[0].kind != ir::Value::Const) && whole &&
          alias.count(p.local)) {
        read.insert(alias[p.local]);
        rhs = names[alias[p.local]] + ".size()";
        break;
      }
      unsupported(in.loc, "`len` of this place");
      break;
    }
    case Opcode::Ref:
    case Opcode::RefMut:
    case Opcode::AddrOf:
    case Opcode::AddrOfMut:
      if (in.dest && in.dest->isLocal() && alias.count(in.dest->local))
        return false;
      if (in.dest && in.dest->isLocal())
        return reference(in);
      unsupported(in.loc, "a reference or pointer to this place");
      break;
    case Opcode::UbChecks:
      rhs = "false";
      break;
    case Opcode::OptionSome:
      rhs = valueType(in.type) + "{true, " + arg(0) + "}";
      break;
    case Opcode::OptionNone:
      rhs = valueType(in.type) + "{}";
      break;
    case Opcode::RangeLit:
      rhs = valueType(in.type) + "{" + arg(0) + ", " + arg(1) + "}";
      break;
    case Opcode::StructLit:
      rhs = valueType(in.type) + "{";
      for (size_t i = 0; i < in.args.size(); ++i)
        rhs += (i ? ", " : "") + arg(i);
      rhs += "}";
      break;
    case Opcode::Discriminant: {
      // Option: None = 0, Some = 1 (rustc's variant indices).
      const ir::Type *t = in.src.type;
      if (t && t->kind == ir::Type::Option) {
        rhs = scalar(in.type) + "(" + place(in.src, in.loc) + ".is_some)";
        break;
      }
      // Result: Ok = 0, Err = 1.
      if (t && t->kind == ir::Type::Result) {
        rhs = scalar(in.type) + "(!" + place(in.src, in.loc) + ".ok())";
        break;
      }
      unsupported(in.loc, "the discriminant of `" + (t ? t->str() : "?") + "`");
      break;
    }
    case Opcode::Assume:
      return false;
    case Opcode::Intrinsic:
      rhs = intrinsic(in, call);
      break;
    case Opcode::Call: {
      // A device function of this crate: it takes the thread handle first.
      rhs = baseName(in.callee) + "(thread_";
      for (size_t i = 0; i < in.args.size(); ++i)
        rhs += ", " + arg(i);
      rhs += ")";
      break;
    }
    default:
      unsupported(in.loc,
                  std::string("the operation `") + ir::opcodeName(in.op) + "`");
      break;
    }
    if (!ok)
      return false;
    if (!in.dest || rhs.empty()) {
      if (!rhs.empty())
        *out << ind() << rhs << ";" << comment << "\n";
      comment.clear();
      return !rhs.empty();
    }
    const ir::Local &dl = f.locals[in.dest->local];
    if (in.dest->isLocal() && dl.type && dl.type->kind == ir::Type::Unit) {
      // A call for its effect (barrier, device function returning `()`).
      if (in.op != Opcode::Call && in.op != Opcode::Intrinsic)
        return false;
      *out << ind() << rhs << ";" << comment << "\n";
      comment.clear();
      return true;
    }
    if (auto s = slicePlace(*in.dest)) {
      read.insert(*s);
      std::string comment = proof(in);
      if (comment.empty())
        return false;
      if (in.dest->projs.size() > 2)
        *out << ind() << place(*in.dest, in.loc) << " = " << rhs << ";"
             << comment << "\n";
      else
        *out << ind() << names[*s] << ".unsafe_at(" << index(in.dest->projs[1])
             << ") = " << rhs << ";" << comment << "\n";
      return true;
    }
    *out << ind() << place(*in.dest, in.loc, /*isWrite=*/true) << " = " << rhs
         << ";\n";
    return true;
  }

  /// A substituted `&Atomic` names its index local: once that local is
  /// assigned again, the substitution would read the new value (RG0301).
  void invalidate(const ir::Inst &in) {
    if (!in.dest || !in.dest->isLocal())
      return;
    for (auto &[ref, ix] : pendingIndex)
      if (ix == in.dest->local && pending.count(ref))
        pending[ref].second = ~0u;
  }

  /// The `// S5:` comment for a write the analysis proved; RG0301 if none.
  std::string proof(const ir::Inst &in) {
    if (facts) {
      auto it = facts->writes.find(&in);
      if (it != facts->writes.end())
        return "  // S5: `" + it->second.index + "` is " + it->second.why;
    }
    unsupported(in.loc, "a write the S5 analysis did not prove unique");
    return "";
  }

  /// `d = &place` / `&mut place` into a local: a pointer, except references
  /// to atomics (rsgpu::Atomic is a handle, substituted at its use).
  bool reference(const ir::Inst &in) {
    unsigned d = in.dest->local;
    const ir::Type *dt = f.locals[d].type;
    if (isRefTo(dt, ir::Type::Atomic)) {
      auto sl = slicePlace(in.src);
      if (!sl || in.src.projs.size() != 2 ||
          !isAtomicSliceRef(f.locals[*sl].type)) {
        unsupported(in.loc, "a reference to an atomic outside an atomic slice");
        return false;
      }
      read.insert(*sl);
      pending[d] = {names[*sl] + ".at(" + index(in.src.projs[1]) + ")",
                    curBlock};
      if (in.src.projs[1].kind == ir::Projection::Index)
        pendingIndex[d] = in.src.projs[1].index;
      return false;
    }
    std::string target;
    if (auto sl = slicePlace(in.src); sl && f.locals[*sl].type->isMut) {
      // `&mut y[i]`: the element the S5 pass proved this thread owns.
      std::string comment = in.src.projs.size() == 2 ? proof(in) : "";
      if (comment.empty()) {
        unsupported(in.loc,
                    "a reference into a field of a `&mut` slice element");
        return false;
      }
      read.insert(*sl);
      *out << ind() << place(*in.dest, in.loc, true)
           << " = rsgpu_gen::elem_ptr(" << names[*sl] << ".unsafe_at("
           << index(in.src.projs[1]) << "));" << comment << "\n";
      return true;
    }
    target = place(in.src, in.loc);
    if (!ok)
      return false;
    *out << ind() << place(*in.dest, in.loc, true) << " = &" << target << ";\n";
    return true;
  }

  template <class Call> std::string intrinsic(const ir::Inst &in, Call &call) {
    const std::string &c = in.callee;
    static const std::pair<const char *, const char *> ids[] = {
        {"rsgpu.thread_idx.", "thread_.thread_idx()."},
        {"rsgpu.block_idx.", "thread_.block_idx()."},
        {"rsgpu.block_dim.", "thread_.block_dim()."},
        {"rsgpu.grid_dim.", "thread_.grid_dim()."}};
    for (auto &[k, v] : ids)
      if (c.rfind(k, 0) == 0)
        return v + c.substr(std::string(k).size());
    auto argv = [&](size_t i) {
      return i < in.args.size() ? value(in.args[i], in.loc) : std::string("?");
    };
    auto method = [&](const std::string &recv, const std::string &m,
                      size_t from) {
      std::string s = recv + "." + m + "(";
      for (size_t i = from; i < in.args.size(); ++i)
        s += (i > from ? ", " : "") + argv(i);
      return s + ")";
    };
    if (c == "rsgpu.lane_id") // the thread's linear rank % 32, any block
      return "rsgpu_gen::lane_id(thread_)";
    if (c == "rsgpu.warp_size")
      return "32u";
    if (c == "rsgpu.sync_threads")
      return "thread_.block().sync()";
    if (c.rfind("rsgpu.warp.", 0) == 0) {
      std::string m = c.substr(11);
      return method("thread_.block().warp()", m == "sync_warp" ? "sync" : m, 0);
    }
    if (c.rfind("rsgpu.cluster.", 0) == 0)
      return method("thread_.block().cluster()", c.substr(14), 0);
    if (c == "rsgpu.shared_array" && in.dest) {
      const ir::Type *t = f.locals[in.dest->local].type;
      std::string e =
          t && t->kind == ir::Type::SharedArray ? valueType(t->elem) : "";
      auto tag = sharedTag.find(&in);
      if (!e.empty())
        return "rsgpu_gen::shared_array<" + e + ", " + std::to_string(t->len) +
               ">(thread_, " +
               (tag == sharedTag.end() ? std::string("[] {}") : tag->second) +
               ")";
    }
    if ((c == "rsgpu.shared.get" && in.args.size() == 2) ||
        (c == "rsgpu.shared.set" && in.args.size() == 3))
      if (const analysis::BoundsProof *p =
              proven(facts ? &facts->sharedBounds : nullptr, &in)) {
        const ir::Type *t = in.args[0].type;
        if (t && t->kind == ir::Type::Ref)
          t = t->elem;
        *out << ind() << "RSGPU_GEN_ASSUME(" << argv(1) << " < "
             << std::to_string(t->len) << "u);  // S6: " << p->why << "\n";
      }
    if (c == "rsgpu.shared.get" && in.args.size() == 2)
      return method(argv(0), "get", 1);
    if (c == "rsgpu.shared.len" && in.args.size() == 1)
      return method(argv(0), "len", 1);
    if (c == "rsgpu.shared.set" && in.args.size() == 3) {
      auto it = facts ? facts->sharedWrites.find(&in)
                      : decltype(facts->sharedWrites.end()){};
      if (!facts || it == facts->sharedWrites.end()) {
        unsupported(in.loc,
                    "a shared-memory write the S8 analysis did not prove");
        return "";
      }
      comment = "  // S8: " + it->second;
      return method(argv(0), "unsafe_set", 1);
    }
    if (c.rfind("rsgpu.atomic.", 0) == 0 && !in.args.empty()) {
      // The receiver: an element of an atomic slice (substituted), or an
      // `&Atomic<T>` parameter, a one-element lease.
      std::string recv = argv(0);
      const ir::Value &a0 = in.args[0];
      if (a0.kind != ir::Value::Const && a0.place.isLocal() &&
          alias.count(a0.place.local) &&
          isRefTo(f.locals[alias[a0.place.local]].type, ir::Type::Atomic))
        recv += ".at(0)";
      return method(recv, c.substr(13), 1);
    }
    if (c.rfind("math.", 0) == 0)
      return call(c.substr(5));
    if (c == "core.range.next")
      return call("rsgpu_gen::range_next");
    if (c == "core.step.forward_unchecked" && in.args.size() == 2)
      return argv(0) + " + " + argv(1);
    if (c == "bit.popcount")
      return call("rsgpu_gen::popcount");
    if (c == "bit.clz")
      return call("rsgpu_gen::clz");
    // The rest of Rust's integer bit operations and saturating arithmetic
    // (rsgpu/rust/ops.hpp: CUDA intrinsics on the device where they match).
    static const std::map<std::string, std::string> bitOps = {
        {"bit.ctz", "ctz"},
        {"bit.bswap", "bswap"},
        {"bit.brev", "brev"},
        {"bit.rotl", "rotl"},
        {"bit.rotr", "rotr"},
        {"core.saturating_add", "sat_add"},
        {"core.saturating_sub", "sat_sub"}};
    if (auto b = bitOps.find(c); b != bitOps.end())
      return call("rsgpu_gen::" + b->second);
    unsupported(in.loc, "the call `" + c + "`");
    return "";
  }

  std::string panicCall(const std::string &msg,
                        const std::vector<ir::Value> &args, ir::Loc loc) {
    std::string where = describeLoc(diags.sourceMgr(), loc);
    auto [line, col] = diags.sourceMgr().getLineAndColumn(loc);
    (void)col;
    std::string file = where.substr(0, where.find(':'));
    file = file.substr(
        file.rfind('/') == std::string::npos ? 0 : file.rfind('/') + 1);
    std::string at = cString(file) + ", " + std::to_string(line);
    // Out of line, with as few arguments as the message needs: each one is
    // instructions at every check site (rsgpu/rust/ops.hpp).
    if (msg == "index out of bounds: the length is {} but the index is {}" &&
        args.size() == 2)
      return "rsgpu_gen::panic_bounds(" + at + ", " + value(args[0], loc) +
             ", " + value(args[1], loc) + ");";
    if (args.empty())
      return "rsgpu_gen::panic_msg(" + cString(msg) + ", " + at + ");";
    std::string s = "rsgpu::detail::cold_panic(" + cString(msg) + ", " + at;
    for (size_t i = 0; i < args.size() && i < 2; ++i)
      s += ", (unsigned long long)(" + value(args[i], loc) + ")";
    return s + ");";
  }

  bool term(const ir::Terminator &t, unsigned next) {
    auto jump = [&](unsigned id) {
      if (id == next)
        return false;
      *out << ind() << "goto bb" << id << ";\n";
      return true;
    };
    switch (t.kind) {
    case ir::Terminator::Br:
      return jump(t.target);
    case ir::Terminator::Return:
      if (!f.isKernel && retType() != "void") {
        read.insert(0);
        *out << ind() << "return " << names[0] << ";\n";
        return true;
      }
      *out << ind() << "return;\n";
      return true;
    case ir::Terminator::Unreachable:
      *out << ind() << panicCall("entered unreachable code", {}, t.loc) << "\n";
      return true;
    case ir::Terminator::Panic:
      *out << ind() << panicCall(t.message, t.args, t.loc) << "\n";
      return true;
    case ir::Terminator::Assert:
      if (const analysis::BoundsProof *p =
              proven(facts ? &facts->bounds : nullptr, &t)) {
        *out << ind() << "RSGPU_GEN_ASSUME(" << value(t.cond, t.loc)
             << ");  // S6: " << p->why << "\n";
        jump(t.target);
        return true;
      }
      *out << ind() << "if (" << (t.expected ? "!" : "") << value(t.cond, t.loc)
           << ")\n"
           << ind() << "  " << panicCall(t.message, t.args, t.loc) << "\n";
      jump(t.target);
      return true;
    case ir::Terminator::Switch: {
      std::string c = value(t.cond, t.loc);
      bool isBool = t.cond.type && t.cond.type->kind == ir::Type::Bool;
      if (isBool && t.cases.size() == 1) {
        *out << ind() << "if (" << (t.cases[0].first == 0 ? "!" : "") << c
             << ")\n"
             << ind() << "  goto bb" << t.cases[0].second << ";\n";
        jump(t.target);
        return true;
      }
      *out << ind() << "switch (" << c << ") {\n";
      for (auto &[v, b] : t.cases)
        *out << ind() << "case " << caseValue(v, t.cond.type) << ": goto bb"
             << b << ";\n";
      *out << ind() << "default: goto bb" << t.target << ";\n"
           << ind() << "}\n";
      return true;
    }
    }
    return false;
  }

  /// The proof of a check this kernel drops: every static proof, and in the
  /// proven variant the versioned ones too.
  template <class Key>
  const analysis::BoundsProof *
  proven(const std::map<const Key *, analysis::BoundsProof> *proofs,
         const Key *k) const {
    if (!proofs)
      return nullptr;
    auto it = proofs->find(k);
    if (it == proofs->end() || (!it->second.needs.empty() && !provenVariant))
      return nullptr;
    return &it->second;
  }

  void launchStub(const std::string &kname) {
    std::string params, args;
    for (const ir::Local &l : f.locals) {
      if (!l.isArg)
        continue;
      std::string ty;
      const ir::Type *a = isAtomicSliceRef(l.type) ? l.type->elem->elem
                          : isRefTo(l.type, ir::Type::Atomic) ? l.type->elem
                                                              : nullptr;
      if (a) // `&Atomic<T>`: a lease of (at least) one element
        ty = "rsgpu::BorrowAtomic<" + scalar(a->elem) + ", " +
             scopeType(a->name) + ">";
      else if (isSliceRef(l.type))
        ty = (l.type->isMut ? "rsgpu::BorrowMut<" : "rsgpu::Borrow<") +
             valueType(l.type->elem->elem) + ">";
      else
        ty = valueType(l.type);
      params += ", " + ty + " " + names[l.id];
      args += ", std::move(" + names[l.id] + ")";
    }
    // Not hidden from nvcc's device pass: the call to rsgpu::launch is what
    // instantiates the kernel's __global__ entry there. NVRTC has no host
    // runtime (rsgpu-gen build's C-linkage entries are its kernels).
    os << "#if !defined(__CUDACC_RTC__)\n"
       << "/// Host launch stub for `" << f.name
       << "`: the Rust signature's types.\n"
       << "[[nodiscard]] inline rsgpu::Result<void> launch_" << kname
       << "(rsgpu::Stream &stream, const rsgpu::LaunchConfig &config" << params
       << ") {\n"
       << "  return rsgpu::launch(stream, config, " << kname << "{}" << args
       << ");\n"
       << "}\n#endif\n\n";
  }

  const ir::Module &m;
  const ir::Function &f;
  const analysis::KernelFacts *facts;
  DiagEngine &diags;
  llvm::raw_ostream &os;
  llvm::raw_ostream *out = &os;
  std::set<unsigned> read, written; ///< locals the emitted body uses
  /// `shared_array` calls -> the tag their prologue zeroed the array under
  std::map<const ir::Inst *, std::string> sharedTag;
  std::vector<std::string> names;
  std::map<unsigned, unsigned> alias; ///< slice local -> the parameter it is
  /// `&Atomic` locals: the handle expression and the block that made it.
  std::map<unsigned, std::pair<std::string, unsigned>> pending;
  std::map<unsigned, unsigned> pendingIndex; ///< `&Atomic` -> its index local
  unsigned curBlock = 0;
  std::string comment; ///< appended to the statement being printed
  int depth = 0;       ///< nesting of structured statements
  bool ok = true;
  bool provenVariant = false;
  std::vector<analysis::LengthNeed> needs; ///< of the proven variant
};
} // namespace

bool rsgpu::emit::emitCuda(const ir::Module &m,
                           const analysis::ModuleFacts &facts,
                           const EmitOptions &opts, DiagEngine &diags,
                           llvm::raw_ostream &out) {
  std::string body;
  llvm::raw_string_ostream os(body);
  bool ok = emitStructs(m, diags, os) && emitStatics(m, os);
  // Device functions before the kernels, callees before callers (forward
  // declarations would need the types twice; MIR has no recursion here).
  std::vector<const ir::Function *> order;
  std::set<const ir::Function *> done;
  std::function<void(const ir::Function &)> visit = [&](const ir::Function &f) {
    if (!done.insert(&f).second)
      return;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.op == Opcode::Call)
          for (const ir::Function &g : m.functions)
            if (g.name == in.callee && !g.isKernel)
              visit(g);
    order.push_back(&f);
  };
  for (const ir::Function &f : m.functions)
    if (!f.isKernel)
      visit(f);
  for (const ir::Function &f : m.functions)
    if (f.isKernel)
      order.push_back(&f);
  for (const ir::Function *fp : order) {
    const ir::Function &f = *fp;
    auto it = facts.kernels.find(&f);
    const analysis::KernelFacts *kf =
        it == facts.kernels.end() ? nullptr : &it->second;
    // The proven variant first: the checked kernel names it.
    if (kf && !kf->variantNeeds().empty())
      ok &= FnEmitter(m, f, kf, diags, os, /*provenVariant=*/true).run();
    ok &= FnEmitter(m, f, kf, diags, os).run();
  }
  if (!ok)
    return false;
  bool shared = false;
  for (const ir::Function &f : m.functions)
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        shared |= in.callee == "rsgpu.shared_array";
  out << "// Generated by rsgpu-gen from " << opts.inputName
      << ". Do not edit.\n"
      << "// Kernels are rsgpu functors: rsgpu::launch(stream, config, "
         "kernel{}, args...).\n"
      << "#include <rsgpu/rsgpu.hpp>\n#include <rsgpu/rust/ops.hpp>\n"
      << (shared ? "#include <rsgpu/rust/shared.hpp>\n" : "") << "\n"
      << "#include <cmath>\n#include <cstddef>\n#include <cstdint>\n"
      << "#include <limits>\n#include <utility>\n\n"
      << os.str();
  return true;
}
