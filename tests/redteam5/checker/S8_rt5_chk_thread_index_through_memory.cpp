// S8 (rsgpu-check taint): the thread rank stored through an out-parameter of
// the program's own helper (`pick(c, tid)` sets `c = tid < 32`), into a local
// array element, a struct field, or through a pointer to a local, then read
// in the condition around a barrier. Expected: RG0404 for each.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

RSGPU_FN void pick(bool &c, unsigned tid) { c = tid < 32u; }
struct Flag {
  bool c;
};

struct OutParam {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    bool c = false;
    pick(c, b.thread_rank());
    if (c)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_through_memory.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct ArrayElement {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned a[2] = {0u, 0u};
    a[0] = b.thread_rank();
    if (a[0] < 32u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_through_memory.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct StructField {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    Flag f{false};
    f.c = b.thread_rank() < 32u;
    if (f.c)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_through_memory.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};

struct ThroughPointer {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned x = 0u;
    unsigned *p = &x;
    *p = b.thread_rank();
    if (x < 32u)
      // CHECK: warning[RG0404]: barrier `sync` may be reached by only part of the block (S8)
      // CHECK-NEXT: --> {{.*}}S8_rt5_chk_thread_index_through_memory.cpp:[[@LINE+1]]:{{[0-9]+}}
      b.sync();
  }
};
