//! A reference to one atomic of a slice, kept across a loop: its
//! substitution `bins.at(ix)` holds in the loop because no path from the
//! reference to its uses reassigns `ix` (emit/EmitPlaces.cpp,
//! atomicRefStable). Until gen-api this was RG0301.
use rsgpu::atomic::Ordering;
use rsgpu::*;
rsgpu::kernel! {
    pub fn atomic_ref_loop(data: &[u32], bins: &[Atomic<u32>]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < data.len() && bins.len() > 0 {
            let a = &bins[data[i] as usize % bins.len()];
            let mut k = 0;
            while k < data[i] % 4 {
                a.fetch_add(1, Ordering::Relaxed);
                k += 1;
            }
        }
    }
}
// CHECK: kernel @atomic_ref_loop(
// CHECK: call rsgpu.atomic.fetch_add<u32>(
