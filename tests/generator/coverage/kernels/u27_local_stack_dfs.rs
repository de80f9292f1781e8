//! Iterative depth-first traversal with a local fixed-size stack (`[u32; 32]` + top index) over an
//! implicit binary tree stored in a slice; each thread sums the values of the subtree at its node
//! whose value is below a threshold (`while let Some(n) = pop()` through a closure-free helper).
#![no_std]
use rsgpu::*;

struct Stack {
    items: [u32; 32],
    len: usize,
}

impl Stack {
    fn new() -> Self { Stack { items: [0; 32], len: 0 } }
    fn push(&mut self, v: u32) -> bool {
        if self.len == self.items.len() { return false; }
        self.items[self.len] = v;
        self.len += 1;
        true
    }
    fn pop(&mut self) -> Option<u32> {
        if self.len == 0 { None } else { self.len -= 1; Some(self.items[self.len]) }
    }
}

rsgpu::kernel! {
    pub fn u27_local_stack_dfs(tree: &[i32], sums: &mut [i64], threshold: i32) {
        let root = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if root >= tree.len() || root >= sums.len() {
            return;
        }
        let mut st = Stack::new();
        st.push(root as u32);
        let mut total = 0i64;
        while let Some(n) = st.pop() {
            let n = n as usize;
            let v = tree[n];
            if v >= threshold {
                continue;
            }
            total += v as i64;
            for child in [2 * n + 1, 2 * n + 2] {
                if child < tree.len() && !st.push(child as u32) {
                    total = i64::MIN;
                }
            }
        }
        sums[root] = total;
    }
}
