// S6: an AtomicArray<T, N> indexes below N with no check against its buffer,
// so only launch() makes one, after checking the borrow has N elements.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t,
                           rsgpu::AtomicSlice<unsigned> s) const {
#ifdef RSGPU_CF_OK
    s.at(t.global_id() % s.len()).fetch_add(1u, rsgpu::Ordering::Relaxed);
#else
    unsigned one = 0;
    rsgpu::AtomicArray<unsigned, 256> forged(&one); // 1 element, not 256
    forged.at(t.global_id() % 256).fetch_add(1u, rsgpu::Ordering::Relaxed);
#endif
  }
};
int main() {}
