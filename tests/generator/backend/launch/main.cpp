// rsgpu_gen_launch NAME: one test of obligations.cpp (ctest
// generator.backend.NAME), or `all`. The kernels are rsgpu-gen's translation
// at opt-level 3, built into this program.
#include <rsgpu/exec/stream.hpp>

#include <cstdio>
#include <string>

int obligationTests(rsgpu::Stream &s, const std::string &name);

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: rsgpu_gen_launch NAME|all\n");
    return 2;
  }
  auto stream = rsgpu::Stream::create();
  if (!stream)
    return 2;
  int f = obligationTests(*stream, argv[1]);
  if (f < 0)
    std::fprintf(stderr, "no launch test `%s`\n", argv[1]);
  return f == 0 ? 0 : 1;
}
