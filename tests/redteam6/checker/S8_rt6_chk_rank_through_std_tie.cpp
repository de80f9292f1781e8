// S8 (rsgpu-check): the rank stored into a local through `std::tie(c, d) =
// std::make_tuple(rank, 0u)`, then `if (c < 32u) b.sync()`. docs/checker.md: taint flows
// through stores into locals (through references to a local, calls storing through
// their reference parameters). Expected RG0404 at the barrier.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <tuple>
struct StdTie {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    unsigned c = 0, d = 0;
    std::tie(c, d) = std::make_tuple(b.thread_rank(), 0u);
    (void)d;
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_rank_through_std_tie.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (c < 32u) b.sync();
  }
};
