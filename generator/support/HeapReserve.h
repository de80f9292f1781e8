//===- HeapReserve.h - pre-size the heap for one large parse ---*- C++ -*-===//
//
// rsgpu-gen builds an AST and an IR of roughly 30 bytes per byte of MIR, all
// alive until the process exits. Grown 4 KiB page by page, a quarter of the
// parse time was page faults; reserveHeapFor() grows glibc's heap once, by
// the expected size, and marks it for transparent huge pages (Linux
// `madvise` mode), so the same memory arrives in 2 MiB faults.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_SUPPORT_HEAPRESERVE_H
#define RSGPU_SUPPORT_HEAPRESERVE_H

#include <cstddef>

namespace rsgpu {

/// Prepares the heap for parsing `inputBytes` of MIR. A no-op where glibc's
/// malloc is not the allocator (other libcs, sanitizers) or for small inputs;
/// never fails (it only advises).
void reserveHeapFor(std::size_t inputBytes);

} // namespace rsgpu

#endif
