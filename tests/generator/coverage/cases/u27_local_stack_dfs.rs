use diff::*;
use kernel::u27_local_stack_dfs;

fn main() {
    diff::main(|d| {
        for (n, th) in [(1usize, 0i32), (31, 500), (200, 300)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_local_stack_dfs(tree = buf(i32s(n, 98, 1000)), sums = buf_mut(zeros(n)), threshold = val(th)));
        }
    });
}
