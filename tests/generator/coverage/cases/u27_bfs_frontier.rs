use diff::*;
use kernel::u27_bfs_frontier;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, deg) in [(1usize, 0usize), (40, 3), (300, 4)] {
            let mut row_ptr = vec![0u32];
            let mut adj = vec![];
            for v in 0..n {
                for j in 0..deg {
                    adj.push((hash(30, v * 11 + j) % n as u64) as u32);
                }
                row_ptr.push(adj.len() as u32);
            }
            let frontier = from_fn(n, |v| (hash(31, v) % 4 == 0) as u32);
            let dist = from_fn(n, |v| Atomic::<u32>::new(if frontier[v] == 1 { 2 } else if hash(32, v) % 5 == 0 { 1 } else { u32::MAX }));
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_bfs_frontier(row_ptr = buf(row_ptr), adj = buf(adj), frontier = buf(frontier),
                                     dist = buf(dist), next = buf(from_fn(n, |_| Atomic::<u32>::new(0))), level = val(2u32)));
        }
    });
}
