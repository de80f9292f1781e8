//! Small local arrays sorted as core does (branch cr25): `sort_unstable_by`
//! with `partial_cmp` (+0.0 and -0.0 compare equal: their order is core's
//! insertion sort's) and a counting FnMut comparator (core's calls, in
//! order), `sort_unstable_by_key` with equal keys, `sort_unstable` of ints,
//! at lengths 1, 2, 8 and 20 (core's insertion-sort limit).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn core_sort_small(x: &[f32], k: &[u32], bits: &mut [u32], keys: &mut [u32], calls: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < bits.len() && i < keys.len() && i < calls.len() && i + 20 <= x.len() && i + 20 <= k.len() {
            let mut w = [0.0f32; 8];
            w.copy_from_slice(&x[i..i + 8]);
            let mut n = 0u32;
            let mut trace = 0u32;
            w.sort_unstable_by(|a, b| {
                n += 1;
                trace = trace.wrapping_mul(33) ^ a.to_bits() ^ b.to_bits().rotate_left(7);
                a.partial_cmp(b).unwrap()
            });
            let mut h = 0u32;
            for v in w.iter() {
                h = h.wrapping_mul(31) ^ v.to_bits();
            }
            let mut p = [0u32; 20];
            p.copy_from_slice(&k[i..i + 20]);
            p.sort_unstable_by_key(|v| v % 4);
            let mut q = [0u32; 20];
            q.copy_from_slice(&k[i..i + 20]);
            q.sort_unstable();
            let mut one = [k[i]];
            one.sort_unstable();
            let mut two = [x[i], x[i + 1]];
            two.sort_unstable_by(|a, b| b.total_cmp(a));
            let mut g = 0u32;
            for j in 0..20 {
                g = g.wrapping_mul(17) ^ p[j] ^ q[j].rotate_left(11);
            }
            bits[i] = h ^ two[0].to_bits().rotate_left(3) ^ two[1].to_bits().rotate_left(5);
            keys[i] = g ^ one[0];
            calls[i] = n ^ trace;
        }
    }
}
