// S8: a shared array declared inside a loop is the same
// array every iteration; the next iteration's writes race with slow readers.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct Loop {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    int acc = 0;
    for (int it = 0; it < 3; ++it) {
      auto s = rsgpu::shared<int, 64>(b, [] {});
      s.mine(b) = int(b.thread_rank()) + it;
      auto r = b.sync(std::move(s));
      acc += r[(b.thread_rank() + 1) % 64];
    }
    if (auto e = out.mine(t))
      *e = acc;
  }
};
// CHECK: {{(warning|error)}}[RG04{{[0-9][0-9]}}]: {{.*}}(S8)
// CHECK-NEXT: --> {{.*}}shared_array_in_loop.cpp:
