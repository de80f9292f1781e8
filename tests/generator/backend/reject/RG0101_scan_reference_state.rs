//! Near miss of `scan` (branch it28): its state is a reference (`&mut [u32]`
//! of a thread's array here), which the closure writes through: the state
//! must be a value (integers, floats, bools, tuples and arrays of them) the
//! adapter owns, so refused.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scan_reference_state(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut acc = [0u32; 4];
        let n = x.iter().scan(&mut acc, |a, &v| { a[0] += v; Some(a[0]) }).last().unwrap_or(0);
        if i < out.len() {
            out[i] = n + acc[0];
        }
    }
}
// CHECK: error[RG0101]: {{.*}}only with a state of value type
