// S6/S5: pointer arithmetic on a pointer into a view's elements escapes the
// bounds checks and thread-disjointness; the warning names the view calls.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Ptr {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    const float *base = &x[0];
    // CHECK: warning[RG0410]: raw pointer arithmetic on view data bypasses bounds and ownership checks
    // CHECK-NEXT: --> {{.*}}S6_raw_pointer_arithmetic_on_view_warned.cpp:[[@LINE+2]]:22
    // CHECK: = help: index the view instead: `x[i]` and `x.subslice(off, n)` are bounds-checked (S6)
    float a = *(base + 3);
    // CHECK: warning[RG0410]: raw pointer arithmetic on view data
    // CHECK-NEXT: --> {{.*}}S6_raw_pointer_arithmetic_on_view_warned.cpp:[[@LINE+1]]:15
    float b = base[t.global_id()];
    if (auto e = y.mine(t)) {
      float *p = e.ref().operator->();
      // CHECK: warning[RG0410]: raw pointer arithmetic on view data
      p[1] = a + b;
    }
  }
};
