// S8 (rsgpu-check): the rank through std::swap, std::make_pair, std::memcpy into a
// local, a const member getter, a template helper, recursion, a pointer rebound
// to the rank, a constant table at a thread index (loop count), std::min:
// each reported RG0404 at its barrier (docs/checker.md taint rules). Pass.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>
#include <algorithm>
#include <cstring>
#include <utility>

struct StdSwap {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    unsigned c = 0, r = b.thread_rank();
    std::swap(c, r);
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (c < 32u) b.sync();
  }
};
struct StdPair {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    auto p = std::make_pair(b.thread_rank(), 0u);
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (p.first < 32u) b.sync();
  }
};
struct Memcpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    unsigned c = 0, r = b.thread_rank();
    std::memcpy(&c, &r, sizeof c);
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (c < 32u) b.sync();
  }
};
struct Holder { unsigned r; RSGPU_FN unsigned get() const { return r; } };
struct MemberGetter {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    Holder h{b.thread_rank()};
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (h.get() < 32u) b.sync();
  }
};
template <unsigned N> RSGPU_FN bool below(unsigned x) { return x < N; }
struct TemplateHelper {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (below<32>(b.thread_rank())) b.sync();
  }
};
RSGPU_FN unsigned rec(unsigned n, unsigned acc) { return n == 0 ? acc : rec(n - 1, acc); }
struct Recursion {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (rec(3, b.thread_rank()) < 32u) b.sync();
  }
};
struct RefToLocalRebound {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    unsigned u = 0, r = b.thread_rank();
    unsigned *p = &u;
    unsigned *q = &r;
    p = q;
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (*p < 32u) b.sync();
  }
};
struct ArrayIndexedByFlag {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    const unsigned tab[2] = {0u, 1u};
    unsigned k = tab[b.thread_rank() & 1u];
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    for (unsigned i = 0; i < k; ++i) b.sync();
  }
};
struct MinMax {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float>) const {
    auto b = t.block();
    unsigned c = std::min(b.thread_rank(), 40u);
    // CHECK: warning[RG0404]:
    // CHECK-NEXT: --> {{.*}}S8_rt6_chk_std_shapes_flagged.cpp:[[@LINE+1]]:{{[0-9]+}}
    if (c < 32u) b.sync();
  }
};
