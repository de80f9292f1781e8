//! `flat_map` over small arrays: each element expands to its 3 neighbours' offsets in a ring; sum of
//! neighbour values and count of distinct-parity pairs; `iter().flat_map(|p| [a, b])`.
#![no_std]
use rsgpu::*;

const OFFS: [isize; 3] = [-1, 1, 2];

rsgpu::kernel! {
    pub fn u27_flat_map_small(x: &[i32], pairs: &[u32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = x.len() as isize;
        if i >= x.len() || i >= out.len() {
            return;
        }
        let neigh: i32 = OFFS
            .iter()
            .flat_map(|&o| [(i as isize + o).rem_euclid(n), (i as isize - o).rem_euclid(n)])
            .map(|j| x[j as usize])
            .sum();
        let parity = pairs
            .iter()
            .take(4)
            .flat_map(|&p| [p & 0xffff, p >> 16])
            .filter(|v| v % 2 == 1)
            .count() as i32;
        out[i] = neigh * 16 + parity;
    }
}
