// S8 (rsgpu-check): a barrier in a `&&` operand and a `?:` arm under the rank,
// a lambda handed to std::for_each under a thread branch, the rank stored into a
// std::array element, a loop count from std::max(rank, 1u) % 3u, a goto loop to
// a per-thread count: each reported RG0404 (docs/checker.md). Pass.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <algorithm>
#include <array>

struct ShortCircuit {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_shapes2_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    (void)(b.thread_rank() < 32u && (b.sync(), true));
  }
};
struct Ternary {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_shapes2_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    (void)(b.thread_rank() < 32u ? (b.sync(), 0) : 1);
  }
};
struct StdForEach {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    int a[1] = {0};
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_shapes2_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (b.thread_rank() < 32u) std::for_each(a, a + 1, [&](int) { b.sync(); });
  }
};
struct StdArrayElem {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    std::array<unsigned, 2> a{};
    a[0] = b.thread_rank();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_shapes2_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (a[0] < 32u) b.sync();
  }
};
struct LoopByStdCount {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    unsigned n = std::max(b.thread_rank(), 1u) % 3u;
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_shapes2_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    for (unsigned i = 0; i < n; ++i) b.sync();
  }
};
struct GotoLoop {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    unsigned k = 0;
  again:
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_shapes2_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    b.sync();
    if (++k < b.thread_rank() % 4u) goto again;
  }
};
