// S8: CUB temporary storage declared inside a loop is
// reused by the next iteration without a barrier.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/collectives.hpp>

struct Sums {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    using Reduce = rsgpu::BlockReduce<int, 64>;
    auto b = t.block();
    int total = 0;
    for (int it = 0; it < 3; ++it) {
      auto [sum, used] = Reduce::sum(b, Reduce::storage(b, [] {}), it + 1);
      (void)used;
      if (sum)
        total += *sum;
    }
    if (auto e = rsgpu::per_block(out, b))
      *e = total;
  }
};
// CHECK: {{(warning|error)}}[RG04{{[0-9][0-9]}}]: {{.*}}(S8)
// CHECK-NEXT: --> {{.*}}collective_storage_in_loop.cpp:
