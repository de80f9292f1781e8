// -p BUILD-DIR: the file's flags come from compile_commands.json (a g++
// command line; -D from it is seen, -o/-c dropped), findings as usual.
// COMPDB: -std=gnu++17 -I%ROOT/include -I/usr/local/cuda/include/cccl -DFROM_COMPILE_COMMANDS=1 -O2 -Wall
// EXIT: 1
#ifndef FROM_COMPILE_COMMANDS
#error "flags did not come from compile_commands.json"
#endif
#include <rsgpu/rsgpu.hpp>
#include <utility>

void sink(rsgpu::DeviceBuffer<int> b);

void f(rsgpu::DeviceBuffer<int> b) {
  sink(std::move(b));
  // CHECK: error[RG0401]: use of moved owner `b`
  // CHECK-NEXT: --> {{.*}}cli_compile_commands_used.cpp:[[@LINE+1]]:18
  sink(std::move(b));
}
