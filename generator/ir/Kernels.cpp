//===- Kernels.cpp - kernel and struct declarations -----------------------===//
//
// The declarations mir/Declarations.cpp read, in the IR: struct fields as IR
// types with their #[repr(C)] layout, kernel signatures checked.
//
//===----------------------------------------------------------------------===//
#include "ir/Kernels.h"
#include "ir/TypeMapper.h"
#include "mir/Parser.h"

#include "llvm/Support/FormatVariadic.h"

using namespace rsgpu;
using namespace rsgpu::ir;

/// Maps the fields of `decl` into `def` (types resolved by `tm`).
static bool mapStruct(const mir::StructDecl &decl, StructDef &def,
                      TypeMapper &tm, DiagEngine &diags) {
  for (const mir::StructDecl::Field &f : decl.fields) {
    std::string why;
    const Type *t = tm.map(*f.type, why);
    if (!t) {
      diags.error(f.loc, "RG0105",
                  "field `" + f.name + "` of struct `" + decl.name +
                      "` has an unsupported type: " + why);
      return false;
    }
    if (t->kind != Type::Struct && !layoutOf(t, {})) {
      diags.error(
          f.loc, "RG0105",
          "field `" + f.name + "` of struct `" + decl.name +
              "` has an unsupported type: `" + t->str() +
              "` has no C layout on the device",
          {"fields are scalars, arrays, atomics or gpu_struct! structs"});
      return false;
    }
    def.fields.push_back({f.name, t, 0});
  }
  return true;
}

bool rsgpu::ir::readDeclarations(const mir::Module &m, Module &out,
                                 std::vector<KernelDecl> &kernels,
                                 DiagEngine &diags) {
  std::optional<mir::Declarations> decls = mir::parseDeclarations(m, diags);
  if (!decls)
    return false;
  kernels = std::move(decls->kernels);
  // Declare all names first (fields may refer to each other), then fields.
  for (const mir::StructDecl &d : decls->structs)
    out.structs.push_back(StructDef{d.name, d.loc, {}, 0, 1});
  TypeMapper tm(out);
  for (size_t i = 0; i < decls->structs.size(); ++i)
    if (!mapStruct(decls->structs[i], out.structs[i], tm, diags))
      return false;
  // Layout in dependency order; a struct containing itself never resolves.
  bool progress = true;
  size_t done = 0;
  while (progress && done < out.structs.size()) {
    progress = false;
    for (StructDef &s : out.structs) {
      if (s.size)
        continue;
      uint64_t off = 0, al = 1;
      bool ready = true;
      for (Field &f : s.fields) {
        auto l = layoutOf(f.type, out.structs);
        if (!l) {
          ready = false;
          break;
        }
        off = (off + l->second - 1) / l->second * l->second;
        f.offset = off;
        off += l->first;
        al = std::max(al, l->second);
      }
      if (!ready)
        continue;
      s.align = al;
      s.size = std::max<uint64_t>((off + al - 1) / al * al, s.fields.empty() ? 0 : 1);
      if (s.fields.empty())
        s.size = 0;
      progress = true;
      ++done;
    }
  }
  for (StructDef &s : out.structs)
    if (!s.size && !s.fields.empty()) {
      diags.error(s.loc, "RG0105",
                  "struct `" + s.name + "` has no C layout (it contains itself "
                  "or a type without a layout)");
      return false;
    }
  return true;
}

static bool crossesLaunch(const Type *t) {
  switch (t->kind) {
  case Type::Bool:
  case Type::Int:
  case Type::Float:
  case Type::Char:
  case Type::Struct:
    return true;
  case Type::Ref: {
    const Type *e = t->elem;
    if (e->kind == Type::Slice)
      e = e->elem;
    return e->isScalar() || e->kind == Type::Struct || e->kind == Type::Atomic ||
           (e->kind == Type::Array && crossesLaunch(e->elem)) ||
           // `&[Atomic<T>; N]`: an atomic borrow of at least N elements
           (e->kind == Type::Array && e->elem->kind == Type::Atomic &&
            !t->isMut);
  }
  case Type::Array:
    return crossesLaunch(t->elem);
  default:
    return false;
  }
}

bool rsgpu::ir::checkKernelSignature(const Function &f, DiagEngine &diags) {
  bool ok = true;
  if (f.returnType->kind != Type::Unit) {
    diags.error(f.loc, "RG0106",
                "kernel `" + f.name + "` must return `()`, not `" +
                    f.returnType->str() + "`");
    ok = false;
  }
  for (unsigned i = 1; i <= f.argCount; ++i) {
    const Local &l = f.locals[i];
    if (!crossesLaunch(l.type)) {
      diags.error(f.loc, "RG0106",
                  llvm::formatv("parameter `{0}` of kernel `{1}` has type `{2}`, "
                                "which cannot cross the launch boundary",
                                l.name.empty() ? "_" + std::to_string(i) : l.name,
                                f.name, l.type->str()),
                  {"kernel parameters are scalars, gpu_struct! structs, "
                   "references to them, or slices `&[T]`, `&mut [T]`, "
                   "`&[Atomic<T>]`, `&[Atomic<T>; N]`"});
      ok = false;
    }
  }
  return ok;
}
