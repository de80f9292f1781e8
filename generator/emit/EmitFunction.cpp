//===- EmitFunction.cpp - one function: names, aliases, declarations, body
//--===//
#include "emit/FnEmitter.h"
#include "llvm/ADT/SmallVector.h"

#include <cctype>
#include <functional>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;

/// `provenVariant`: emit the kernel's proven variant `<name>_proven`
/// (no checks the BoundsProofs pass versioned, their predicate in its
/// launch requirement, no launch stub) instead of the kernel itself.
FnEmitter::FnEmitter(const ir::Module &m, const FnNames &fnNames,
                     const ir::Function &f, const analysis::KernelFacts *facts,
                     DiagEngine &diags, llvm::raw_ostream &os,
                     bool provenVariant)
    : m(m), fnNames(fnNames), f(f), facts(facts), diags(diags), os(os),
      provenVariant(provenVariant) {
  if (facts)
    needs = facts->variantNeeds();
}

bool FnEmitter::run() {
  nameLocals();
  findAliases();
  // A closure core calls (rsgpu::rust::Bound, or an adapter holding one)
  // has no default constructor: such a local, declared up front, is
  // rsgpu::rust::Late storage, assigned before any read.
  // (Types the emitter cannot write are reported where they are used.)
  probing = true;
  bool core = usesCore;
  for (const ir::Local &l : f.locals)
    if (l.type && !l.isArg && !alias.count(l.id) &&
        type(l.type, false).find("rsgpu::rust::Bound<") != std::string::npos) {
      late[l.id] = names[l.id];
      names[l.id] += ".get()";
    }
  probing = false;
  usesCore = core;
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
    os << "RSGPU_FN " << retType() << " " << kname << "(rsgpu::Thread thread_";
  }
  sig.name = kname;
  sig.ret = f.isKernel ? "" : retType();
  for (const ir::Local &l : f.locals)
    if (l.isArg) {
      sig.params.push_back({type(l.type, true), names[l.id]});
      os << ", " << sig.params.back().type << " " << sig.params.back().name;
    }
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
    if (auto it = late.find(l.id); it != late.end()) {
      os << "    " << (read.count(l.id) ? "" : "[[maybe_unused]] ")
         << "rsgpu::rust::Late<" << type(l.type, false) << "> " << it->second
         << ";\n";
      continue;
    }
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
std::string FnEmitter::threadType() const {
  if (!facts)
    return "rsgpu::Thread";
  const analysis::LaunchObligations &o = facts->obligations;
  if (o.oneDimensional || o.singleBlock || o.maxBlockDim)
    return "rsgpu::Thread1D";
  if (!o.rowMajorWidths.empty() || o.rowMajorFieldWidth)
    return "rsgpu::Thread2D";
  return "rsgpu::Thread";
}

std::string FnEmitter::retType() {
  if (!f.returnType || f.returnType->kind == ir::Type::Unit)
    return "void";
  return type(f.returnType, false);
}

void FnEmitter::unsupported(ir::Loc loc, const std::string &what) {
  if (!ok || probing)
    return; // one error per function is enough; none while probing types
  diags.error(
      loc, "RG0301", "cannot emit " + what + " yet",
      {"rsgpu-gen's CUDA emitter covers scalar arithmetic, slices and the "
       "thread/block ids (docs/generator/emit.md)"});
  ok = false;
}

void FnEmitter::nameLocals() {
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

void FnEmitter::findAliases() {
  for (const ir::Local &l : f.locals)
    if (l.isArg && isAliasable(l.type))
      alias[l.id] = l.id;
  // A local assigned more than once (`let s = if c { z } else { x }`, or a
  // parameter's local rustc reused, ir/ParamLocals.cpp) holds a different
  // handle on each path: a slice is a value (SliceRef), never another name.
  // (Other handles are unchanged: a `&SharedArray` chosen that way is RG0301.)
  std::map<unsigned, unsigned> defs;
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts) {
      if (in.dest && (in.dest->isLocal() ||
                      in.dest->projs[0].kind != ir::Projection::Deref))
        ++defs[in.dest->local];
      if ((in.op == Opcode::RefMut || in.op == Opcode::AddrOfMut) &&
          (in.src.isLocal() || in.src.projs[0].kind != ir::Projection::Deref))
        defs[in.src.local] += 2; // may be stored through
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts) {
        if (!in.dest || !in.dest->isLocal() || alias.count(in.dest->local) ||
            !isAliasable(f.locals[in.dest->local].type) ||
            (defs[in.dest->local] > 1 &&
             isSliceRef(f.locals[in.dest->local].type)))
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
        if ((in.op == Opcode::Ref || in.op == Opcode::RefMut) &&
            in.src.isLocal() &&
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
