//===- Kernels.cpp - kernel and struct declarations -----------------------===//
#include "ir/Kernels.h"
#include "ir/TypeMapper.h"
#include "mir/Parser.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"
#include <unordered_map>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

static constexpr StringRef kKernel = "rsgpu::kernel ";
static constexpr StringRef kStruct = "rsgpu::struct ";

static bool isIdent(StringRef s) {
  if (s.empty() || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (char c : s)
    if (!(isalnum((unsigned char)c) || c == '_'))
      return false;
  return true;
}

namespace {
struct PendingStruct {
  std::string name;
  Loc loc;
  const char *body = nullptr; ///< points into the source buffer
  StringRef text;
};
} // namespace

/// Parses `Name { f: T; g: U; }` into `def` (types resolved by `tm`).
static bool parseStruct(const PendingStruct &ps, StructDef &def,
                        TypeMapper &tm, DiagEngine &diags) {
  StringRef body = ps.text;
  auto at = [&](StringRef piece) {
    return llvm::SMLoc::getFromPointer(ps.body + (piece.data() - ps.text.data()));
  };
  def.name = ps.name;
  def.loc = ps.loc;
  StringRef fields = body.substr(body.find('{') + 1);
  fields = fields.substr(0, fields.rfind('}'));
  while (!fields.trim().empty()) {
    size_t cut = 0;
    for (int depth = 0; cut < fields.size(); ++cut) {
      char c = fields[cut];
      depth += (c == '[' || c == '(' || c == '<') - (c == ']' || c == ')' || c == '>');
      if (c == ';' && depth == 0)
        break;
    }
    StringRef one = fields.take_front(cut);
    fields = fields.drop_front(std::min(cut + 1, fields.size()));
    if (one.trim().empty())
      continue;
    auto [fname, ftype] = one.split(':');
    fname = fname.trim();
    ftype = ftype.trim();
    if (!isIdent(fname) || ftype.empty()) {
      diags.error(at(one.ltrim()), "RG0104",
                  "malformed field `" + one.trim() + "` in struct `" + ps.name + "`",
                  {"expected `name: type;`"});
      return false;
    }
    const char *tb = ps.body + (ftype.data() - ps.text.data());
    mir::TypeP mt = mir::parseTypeText(0, tb, tb + ftype.size(), diags);
    if (!mt)
      return false;
    std::string why;
    const Type *t = tm.map(*mt, why);
    if (!t) {
      diags.error(at(ftype), "RG0105",
                  "field `" + fname + "` of struct `" + ps.name +
                      "` has an unsupported type: " + why);
      return false;
    }
    if (t->kind != Type::Struct && !layoutOf(t, {})) {
      diags.error(at(ftype), "RG0105",
                  "field `" + fname + "` of struct `" + ps.name +
                      "` has an unsupported type: `" + t->str() +
                      "` has no C layout on the device",
                  {"fields are scalars, arrays, atomics or gpu_struct! structs"});
      return false;
    }
    def.fields.push_back({fname.str(), t, 0});
  }
  return true;
}

bool rsgpu::ir::readDeclarations(const mir::Module &m, Module &out,
                                 std::vector<KernelDecl> &kernels,
                                 DiagEngine &diags) {
  std::vector<PendingStruct> pending;
  bool ok = true;
  std::unordered_map<std::string, const mir::Item *> fnByName;
  for (const mir::Item &f : m.items)
    if (f.kind == mir::Item::Fn && !f.ctfe && !f.name.qself)
      fnByName[f.name.last()] = &f;
  for (const mir::Item &it : m.items) {
    if (it.kind != mir::Item::Const || !it.value ||
        it.value->kind != mir::ConstVal::Str)
      continue;
    StringRef s(it.value->text);
    const char *strStart = it.value->loc.getPointer() + 1; // after the quote
    if (s.starts_with(kKernel)) {
      StringRef name = s.drop_front(kKernel.size()).trim();
      Loc loc = llvm::SMLoc::getFromPointer(strStart + kKernel.size());
      if (!isIdent(name)) {
        diags.error(loc, "RG0103", "malformed kernel marker `" + s + "`",
                    {"expected `rsgpu::kernel NAME` (use rsgpu::kernel!)"});
        ok = false;
        continue;
      }
      bool dup = false;
      for (const KernelDecl &k : kernels)
        dup |= k.name == name;
      if (dup) {
        diags.error(loc, "RG0107", "kernel `" + name + "` is declared twice");
        ok = false;
        continue;
      }
      KernelDecl k{name.str(), loc, nullptr};
      auto fit = fnByName.find(name.str());
      if (fit != fnByName.end())
        k.fn = fit->second;
      if (!k.fn) {
        diags.error(loc, "RG0103",
                    "kernel `" + name + "` has no function in this MIR",
                    {"the kernel must be a `pub fn` of the crate so that rustc "
                     "emits its MIR"});
        ok = false;
        continue;
      }
      kernels.push_back(k);
    } else if (s.starts_with(kStruct)) {
      StringRef rest = s.drop_front(kStruct.size());
      StringRef name = rest.take_until([](char c) { return c == ' ' || c == '{'; });
      Loc loc = llvm::SMLoc::getFromPointer(strStart + kStruct.size());
      if (!isIdent(name) || !rest.contains('{') || !rest.trim().ends_with("}") ||
          s.contains('\\')) {
        diags.error(loc, "RG0104", "malformed struct declaration `" + s + "`",
                    {"expected `rsgpu::struct NAME { field: type; ... }` "
                     "(use rsgpu::gpu_struct!)"});
        ok = false;
        continue;
      }
      bool dup = false;
      for (const PendingStruct &p : pending)
        dup |= p.name == name;
      if (dup) {
        diags.error(loc, "RG0104", "struct `" + name + "` is declared twice");
        ok = false;
        continue;
      }
      pending.push_back({name.str(), loc, strStart + kStruct.size(), rest});
    }
  }
  if (!ok)
    return false;
  // Declare all names first (fields may refer to each other), then fields.
  for (const PendingStruct &p : pending)
    out.structs.push_back(StructDef{p.name, p.loc, {}, 0, 1});
  TypeMapper tm(out);
  for (size_t i = 0; i < pending.size(); ++i)
    if (!parseStruct(pending[i], out.structs[i], tm, diags))
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
           (e->kind == Type::Array && crossesLaunch(e->elem));
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
                   "`&[Atomic<T>]`"});
      ok = false;
    }
  }
  return ok;
}
