//! A construct the IR knows but the emitter does not lower yet (a reference
//! to one atomic of a slice, kept across a loop): RG0301 naming it, never a
//! guess.
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
// CHECK: error[RG0301]: cannot emit a reference to an atomic used in another block{{.*}}
