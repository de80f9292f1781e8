//===- Artifacts.cpp - entries, manifest and headers of a build -----------===//
#include "driver/Artifacts.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace rsgpu::driver {

// Splits `a, rsgpu::Slice<const float> x` at top-level commas.
static std::vector<StringRef> splitParams(StringRef s) {
  std::vector<StringRef> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<' || s[i] == '(')
      ++depth;
    else if (s[i] == '>' || s[i] == ')')
      --depth;
    else if (s[i] == ',' && depth == 0) {
      out.push_back(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (!s.slice(start, s.size()).trim().empty())
    out.push_back(s.slice(start, s.size()).trim());
  return out;
}

// `a, rsgpu::Slice<const float> x` -> (type, name) pairs.
static bool parseParams(StringRef list, std::vector<Param> &out) {
  for (StringRef p : splitParams(list.ltrim(", "))) {
    size_t sp = p.find_last_of(" *&");
    if (sp == StringRef::npos)
      return false;
    out.push_back(
        {p.take_front(sp + 1).trim().str(), p.drop_front(sp + 1).str()});
  }
  return true;
}

static constexpr StringRef threadParam = "(rsgpu::Thread thread_";

std::optional<std::vector<KernelSig>> scanKernels(StringRef cu) {
  std::vector<KernelSig> ks;
  SmallVector<StringRef> lines;
  cu.split(lines, '\n');
  static constexpr StringRef head = "RSGPU_FN void operator()";
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    StringRef l = lines[i];
    if (!l.starts_with("struct ") || !l.ends_with(" {"))
      continue;
    // The operator() follows the kernel's launch requirement, if any; its
    // thread handle is rsgpu::Thread, Thread1D or Thread2D.
    size_t j = i + 1;
    while (j + 1 < lines.size() && !lines[j].starts_with("};") &&
           !lines[j].trim().starts_with(head))
      ++j;
    StringRef next = lines[j].trim();
    if (!next.consume_front(head) || !next.consume_front(threadParam.drop_back(
                                         StringRef(" thread_").size())))
      continue;
    next.consume_front("1D") || next.consume_front("2D");
    if (!next.consume_front(" thread_"))
      continue;
    KernelSig k;
    k.name = l.drop_front(7).drop_back(2).trim().str();
    size_t close = next.rfind(") const");
    if (close == StringRef::npos ||
        !parseParams(next.take_front(close), k.params))
      return std::nullopt;
    ks.push_back(std::move(k));
  }
  return ks;
}

std::optional<std::vector<KernelSig>> scanDeviceFns(StringRef cu) {
  std::vector<KernelSig> fns;
  SmallVector<StringRef> lines;
  cu.split(lines, '\n');
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    if (!lines[i].starts_with("/// Rust device function "))
      continue;
    StringRef l = lines[i + 1].trim();
    size_t open = l.find(threadParam), close = l.rfind(") {");
    if (!l.consume_front("RSGPU_FN ") || open == StringRef::npos ||
        close == StringRef::npos)
      return std::nullopt;
    open -= StringRef("RSGPU_FN ").size(),
        close -= StringRef("RSGPU_FN ").size();
    StringRef decl = l.take_front(open).trim(); // RET NAME
    size_t sp = decl.find_last_of(" *&");
    if (sp == StringRef::npos)
      return std::nullopt;
    KernelSig f;
    f.ret = decl.take_front(sp + 1).trim().str();
    f.name = decl.drop_front(sp + 1).str();
    if (!parseParams(l.slice(open + threadParam.size(), close), f.params))
      return std::nullopt;
    fns.push_back(std::move(f));
  }
  return fns;
}

static std::string paramList(const KernelSig &k, bool withThread) {
  std::string s = withThread ? "rsgpu::Thread thread_" : "";
  for (const Param &p : k.params)
    s += (s.empty() ? "" : ", ") + p.type + " " + p.name;
  return s;
}

static std::string argList(const KernelSig &k) {
  std::string s;
  for (const Param &p : k.params)
    s += ", " + p.name;
  return s;
}

std::string entryPoints(const std::vector<KernelSig> &ks, bool rdc,
                        const std::vector<KernelSig> &fns) {
  std::string s = "\n// ---- rsgpu-gen build: C-linkage entry points "
                  "(loaders name these; see docs/workflows.md) ----\n"
                  "#include <rsgpu/jit/entry.hpp>\n";
  for (const KernelSig &k : ks) {
    s += "extern \"C\" __global__ void rsgpu_kernel_" + k.name + "(" +
         paramList(k, false) + ") {\n  rsgpu::jit::run(" + k.name + "{}" +
         argList(k) + ");\n}\n";
    if (rdc)
      s += "extern \"C\" __device__ void rsgpu_device_" + k.name + "(" +
           paramList(k, true) + ") {\n  rsgpu::jit::call(" + k.name +
           "{}, thread_" + argList(k) + ");\n}\n";
  }
  if (rdc)
    for (const KernelSig &f : fns)
      s += "extern \"C\" __device__ " + f.ret + " rsgpu_device_fn_" + f.name +
           "(" + paramList(f, true) + ") {\n  return " + f.name + "(thread_" +
           argList(f) + ");\n}\n";
  return s;
}

std::string manifest(const std::vector<KernelSig> &ks, StringRef source) {
  std::string s = "rsgpu-manifest 1\nsource " + source.str() + "\n";
  for (const KernelSig &k : ks) {
    s += "kernel " + k.name + " rsgpu_kernel_" + k.name + " ";
    for (size_t i = 0; i < k.params.size(); ++i)
      s += (i ? "|" : "") + k.params[i].type;
    s += "\n";
  }
  return s;
}

std::string deviceHeader(const std::vector<KernelSig> &ks,
                         const std::vector<KernelSig> &fns, StringRef stem) {
  std::string s =
      "// Generated by rsgpu-gen build --mode rdc from " + stem.str() +
      ". Do not edit.\n// The Rust kernels and device functions, defined in "
      "the relocatable object;\n// call them from device code compiled with "
      "-rdc=true and device-link\n// (nvcc -dlink or -dlto).\n"
      "#pragma once\n#include <rsgpu/rsgpu.hpp>\n\n";
  for (const KernelSig &k : ks)
    s += "extern \"C\" __device__ void rsgpu_device_" + k.name + "(" +
         paramList(k, true) + ");\n";
  for (const KernelSig &f : fns)
    s += "extern \"C\" __device__ " + f.ret + " rsgpu_device_fn_" + f.name +
         "(" + paramList(f, true) + ");\n";
  return s;
}

} // namespace rsgpu::driver
