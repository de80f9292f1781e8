#include "common.hpp"
void f(rsgpu::Stream &s) {
#ifdef RSGPU_CF_OK
  rsgpu::Stream s2 = std::move(s);
#else
  rsgpu::Stream s2 = s;
#endif
  (void)s2;
}
