// ptx_jit IN.kernels.cu OUT.ptx [sm_90]: the JIT path's PTX for
// tests/gpu/ptx_float_semantics.sh. rsgpu::jit::compile with default options
// (NVRTC, exactly the options every JIT compile uses), cache off.
#include <rsgpu/jit/compile.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: ptx_jit IN.kernels.cu OUT.ptx [sm_XY]\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "ptx_jit: cannot read %s\n", argv[1]);
    return 1;
  }
  std::stringstream src;
  src << in.rdbuf();
  rsgpu::jit::Options o;
  if (argc > 3)
    o.arch = argv[3];
  o.output = rsgpu::jit::Output::Ptx;
  o.use_cache = false;
  auto c = rsgpu::jit::compile(src.str(), {}, o);
  if (!c) {
    std::fprintf(stderr, "ptx_jit: %s\n", c.error().to_string().c_str());
    return 1;
  }
  std::string ptx = c->image;
  while (!ptx.empty() && ptx.back() == '\0') // NVRTC's PTX ends in a NUL
    ptx.pop_back();
  std::ofstream out(argv[2], std::ios::binary);
  out << ptx;
  return out ? 0 : 1;
}
