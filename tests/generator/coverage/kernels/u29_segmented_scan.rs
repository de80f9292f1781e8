//! Segmented inclusive sum per block with head flags: Hillis-Steele on (flag, value) pairs in two shared
//! arrays; a value adds its left neighbour's partial only while no head lies between them.
#![no_std]
use rsgpu::*;

const B: usize = 128;

rsgpu::kernel! {
    pub fn u29_segmented_scan(x: &[i32], heads: &[u8], out: &mut [i32]) {
        let mut v = shared_array::<i32, B>();
        let mut f = shared_array::<u8, B>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * B + t;
        v[t] = x.get(i).copied().unwrap_or(0);
        f[t] = if t == 0 { 1 } else { heads.get(i).copied().unwrap_or(1) };
        sync_threads();
        let mut d = 1;
        while d < B {
            let (pv, pf) = if t >= d { (v[t - d], f[t - d]) } else { (0, 0) };
            sync_threads();
            if t >= d && f[t] == 0 {
                v[t] += pv;
                f[t] |= pf;
            }
            sync_threads();
            d *= 2;
        }
        if i < out.len() {
            out[i] = v[t];
        }
    }
}
