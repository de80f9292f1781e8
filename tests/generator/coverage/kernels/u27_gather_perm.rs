//! Gather through an index array with out-of-range indices mapped to a fill value (`get` +
//! `map_or`), and an embedding-row lookup: out row i = table row ids[i].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_gather_perm(x: &[f32], idx: &[u32], table: &[f32], dim: usize, gathered: &mut [f32], emb: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= idx.len() {
            return;
        }
        let j = idx[i] as usize;
        if i < gathered.len() {
            gathered[i] = x.get(j).map_or(-1.0, |&v| v * 2.0);
        }
        if dim > 0 && (i + 1) * dim <= emb.len() {
            let rows = table.len() / dim;
            let r = j % rows.max(1);
            if (r + 1) * dim <= table.len() {
                emb[i * dim..(i + 1) * dim].copy_from_slice(&table[r * dim..(r + 1) * dim]);
            }
        }
    }
}
